import { SAFETY_CATEGORY_INFO } from '@contract/constants.ts';
import { BackLink, Page, PageHeader } from '@/ui/page.tsx';
import { AREA_OF_CATEGORY, AreaPicture } from '@/ui/pictures.tsx';
import { Tile } from '@/ui/tile.tsx';

export default function SafetySkillsPage() {
  return (
    <Page>
      <title>Safety Skills — SafeSteps</title>
      <BackLink to="/">Back to main menu</BackLink>
      <PageHeader
        title="Safety Skills"
        lead="Pick an area to practise. Every quiz is written for your child’s age and country, with kind explanations."
      />
      <nav aria-label="Safety Skills" className="grid gap-4 sm:grid-cols-2">
        {SAFETY_CATEGORY_INFO.map((category) => (
          <Tile
            key={category.slug}
            to={category.path}
            title={category.title}
            description={category.description}
            picture={<AreaPicture area={AREA_OF_CATEGORY[category.slug]} className="size-full" />}
            colour={category.colour}
            meta={category.ages}
          />
        ))}
      </nav>
    </Page>
  );
}
