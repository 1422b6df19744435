import { EyeOff, HeartHandshake, type LucideIcon, Volume2 } from 'lucide-react';
import { Link } from 'react-router';
import { PremiumBadge } from '@/ui/badge.tsx';
import { Page } from '@/ui/page.tsx';
import { AreaPicture, Guide } from '@/ui/pictures.tsx';
import { Tile } from '@/ui/tile.tsx';

const PROMISES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: EyeOff, title: 'Private by design', text: 'Your child’s details stay with us and are never shared.' },
  { icon: Volume2, title: 'Made for young readers', text: 'Questions read aloud, big buttons, no timers.' },
  { icon: HeartHandshake, title: 'Kind, never scary', text: 'Gentle explanations that say what to do.' },
];

export default function HomePage() {
  return (
    <Page width="default">
      <title>SafeSteps — safety skills and learning quizzes for children</title>
      <section className="mb-8 pt-4 sm:pt-8">
        <p className="mb-2 font-bold text-iris-11">For parents and carers of children aged 4 to 16</p>
        <h1 className="font-display text-4xl font-semibold leading-tight text-sand-12 sm:text-5xl">
          Little quizzes that help your child stay safe and keep learning
        </h1>
        <p className="mt-4 max-w-[60ch] text-lg text-sand-11">
          Short, friendly quizzes your child can play with read-aloud and gentle hints. You choose what they practise,
          and you see how they are getting on.
        </p>
      </section>
      <nav aria-label="Quiz areas" className="grid gap-4">
        <Tile
          to="/safety-skills"
          title="Safety Skills"
          description="Know my own details, everyday safety, online safety, and health and care."
          picture={<Guide className="size-full" />}
          colour="iris"
        />
        <Tile
          to="/brain-booster"
          title="Brain Booster"
          description="Quizzes on any subject, plus 30 popular topics from times tables to space, flags and dragons."
          picture={<AreaPicture area="brain-booster" className="size-full" />}
          colour="pink"
          badge={<PremiumBadge />}
        />
      </nav>
      <ul className="mt-8 grid gap-3 sm:grid-cols-3">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-[var(--radius-card)] bg-white/70 p-4">
            <Icon className="mt-0.5 size-6 shrink-0 text-iris-10" aria-hidden="true" />
            <span>
              <span className="block font-bold text-sand-12">{title}</span>
              <span className="text-sm text-sand-11">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center">
        <Link to="/how-it-works" className="inline-flex min-h-12 items-center font-bold text-iris-11">
          How It Works
        </Link>
      </p>
    </Page>
  );
}
