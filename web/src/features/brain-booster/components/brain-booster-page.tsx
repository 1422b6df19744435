import { Star } from 'lucide-react';
import { PremiumBadge } from '@/ui/badge.tsx';
import { BackLink, Page, PageHeader } from '@/ui/page.tsx';
import { AreaPicture } from '@/ui/pictures.tsx';
import { Tile } from '@/ui/tile.tsx';

export default function BrainBoosterPage() {
  return (
    <Page>
      <title>Brain Booster — SafeSteps</title>
      <BackLink to="/">Back to main menu</BackLink>
      <PageHeader title="Brain Booster" lead="Learning quizzes for curious minds, pitched at your child’s age." />
      <nav aria-label="Brain Booster" className="grid gap-4 sm:grid-cols-2">
        <Tile
          to="/custom-quiz"
          title="Custom Quizzes"
          description="Make a quiz on any subject your child is learning or loves."
          picture={<AreaPicture area="brain-booster" className="size-full" />}
          colour="pink"
          badge={<PremiumBadge />}
        />
        <Tile
          to="/popular-topics"
          title="Popular Topics"
          description="30 ready-made topics, from times tables to space, flags and fantasy."
          icon={Star}
          colour="violet"
          badge={<PremiumBadge />}
        />
      </nav>
    </Page>
  );
}
