import { HeartPulse, type LucideIcon, ShieldCheck, TrafficCone, UserRound } from 'lucide-react';
import { SAFETY_CATEGORY_INFO, type SafetyCategory } from '../../../../../contract/constants.ts';
import { BackLink, Page, PageHeader } from '../../../ui/page.tsx';
import { Tile } from '../../../ui/tile.tsx';

const ICONS: Record<SafetyCategory, LucideIcon> = {
  'personal-info-recall': UserRound,
  'general-safety': TrafficCone,
  'digital-safety': ShieldCheck,
  'health-hygiene': HeartPulse,
};

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
            icon={ICONS[category.slug]}
            colour={category.colour}
            meta={category.ages}
          />
        ))}
      </nav>
    </Page>
  );
}
