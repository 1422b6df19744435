import { POPULAR_TOPIC_GROUPS } from '@contract/constants.ts';
import {
  Brain,
  ChartLine,
  Crown,
  HeartPulse,
  type LucideIcon,
  Rocket,
  ShieldCheck,
  Sparkles,
  TrafficCone,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCustomQuizzesAvailable } from '@/features/site';
import { Page, PageHeader } from '@/ui/page.tsx';

function Section({
  icon: Icon,
  title,
  step,
  children,
}: {
  icon: LucideIcon;
  title: string;
  step: number;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`how-${step}`}
      className="rounded-[var(--radius-card)] border border-sand-6 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="mb-3 flex items-center gap-3">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-iris-3 text-iris-11"
          aria-hidden="true"
        >
          <Icon className="size-6" />
        </span>
        <h2 id={`how-${step}`} className="font-display text-2xl font-semibold">
          {title}
        </h2>
      </div>
      <div className="flex flex-col gap-3 text-sand-12">{children}</div>
    </section>
  );
}

const SAFETY_LINKS = [
  {
    to: '/general-safety',
    label: 'Everyday Safety',
    icon: TrafficCone,
    text: 'roads, water, fire, getting lost and trusted grown-ups.',
  },
  {
    to: '/digital-safety',
    label: 'Online Safety',
    icon: ShieldCheck,
    text: 'private information, kindness, passwords and asking for help (ages 7+).',
  },
  {
    to: '/health-hygiene',
    label: 'Health & Care',
    icon: HeartPulse,
    text: 'handwashing, teeth, sleep, food, sun and feelings.',
  },
];

export default function HowItWorksPage() {
  const customQuizzesAvailable = useCustomQuizzesAvailable();
  return (
    <Page>
      <title>How It Works — SafeSteps</title>
      <PageHeader
        title="How It Works"
        lead="SafeSteps turns important life skills into short quizzes your child enjoys. Here is how it fits together."
      />
      <div className="flex flex-col gap-5">
        <Section icon={Rocket} title="Getting started" step={1}>
          <ol className="flex list-decimal flex-col gap-1.5 pl-6">
            <li>Create your free parent or carer account.</li>
            <li>Add a learner profile for your child (ages 4 to 16).</li>
            <li>Start a quiz for the active learner and hand over the screen.</li>
          </ol>
        </Section>
        <Section icon={UserRound} title="Know Myself" step={2}>
          <p>
            Your child practises their own details — their full name, address, a grown-up’s phone number and their
            school — so they can tell a police officer or a shop worker if they are ever lost. Questions are built from
            the details you enter, and they never leave SafeSteps.
          </p>
          <p>They also learn who is safe to tell, and why those details stay private online.</p>
        </Section>
        <Section icon={ShieldCheck} title="More safety skills" step={3}>
          <ul className="flex flex-col gap-2">
            {SAFETY_LINKS.map((link) => (
              <li key={link.to} className="flex items-start gap-2">
                <link.icon className="mt-1 size-5 shrink-0 text-iris-10" aria-hidden="true" />
                <span>
                  <Link to={link.to} className="font-bold text-iris-11">
                    {link.label}
                  </Link>
                  : {link.text}
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section icon={Brain} title="Brain Booster" step={4}>
          <p>
            {customQuizzesAvailable ? (
              <>
                <strong>Custom Quizzes</strong> on any subject your child is learning or loves, and{' '}
              </>
            ) : null}
            <strong>Popular Topics</strong> in four groups:
          </p>
          <ul className="flex flex-wrap gap-2">
            {POPULAR_TOPIC_GROUPS.map((group) => (
              <li key={group.name} className="rounded-full bg-pink-3 px-3 py-1 font-bold text-pink-11">
                {group.name}
              </li>
            ))}
          </ul>
        </Section>
        <Section icon={Sparkles} title="Intelligent quiz generation" step={5}>
          <p>
            Every quiz is made for your child’s age, country and chosen difficulty. Safety questions come from question
            banks checked against trusted guidance, with the right emergency numbers and words for where you live.
            Questions can be read aloud, there is a hint for tricky ones, and every answer comes with a kind
            explanation.
          </p>
        </Section>
        <Section icon={ChartLine} title="Progress dashboard" step={6}>
          <p>
            See recent quizzes, scores and the areas where your child is strong or could practise more — for each child,
            at a glance.
          </p>
        </Section>
        <Section icon={Crown} title="Premium benefits" step={7}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-sand-2 p-4">
              <h3 className="mb-1 font-display text-lg font-semibold">Free</h3>
              <p>1 learner, safety quizzes and basic progress history.</p>
            </div>
            <div className="rounded-xl bg-iris-2 p-4">
              <h3 className="mb-1 font-display text-lg font-semibold">Premium</h3>
              <p>
                Up to 5 learners, {customQuizzesAvailable ? 'custom quizzes, ' : ''}Brain Booster and advanced
                analytics.
              </p>
            </div>
          </div>
          <p>
            <Link to="/pricing" className="font-bold text-iris-11">
              See pricing
            </Link>
          </p>
        </Section>
      </div>
    </Page>
  );
}
