import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PLAN_FEATURES, PRICES } from '../../../../../contract/constants.ts';
import { cn } from '../../../lib/cn.ts';
import { Badge } from '../../../ui/badge.tsx';
import { buttonClasses } from '../../../ui/button.tsx';
import { Page, PageHeader } from '../../../ui/page.tsx';

interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  features: readonly string[];
  highlight?: boolean;
  badge?: ReactNode;
  note?: string;
}

function PlanCard({ name, price, period, features, highlight, badge, note }: PlanCardProps) {
  return (
    <section
      aria-label={name}
      className={cn(
        'flex flex-col rounded-[var(--radius-tile)] border-2 bg-white p-6 shadow-[var(--shadow-card)]',
        highlight ? 'border-iris-8' : 'border-sand-6',
      )}
    >
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-2xl font-semibold">{name}</h2>
        {badge}
      </div>
      <p className="mt-3">
        <span className="font-display text-4xl font-semibold text-sand-12">{price}</span>{' '}
        <span className="text-sand-11">{period}</span>
      </p>
      {note ? <p className="mt-1 font-bold text-grass-11">{note}</p> : <p className="mt-1 text-sand-11">&nbsp;</p>}
      <ul className="mt-5 flex flex-1 flex-col gap-2.5">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5">
            <Check className="mt-0.5 size-5 shrink-0 text-grass-10" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Link to="/sign-up" className={buttonClasses(highlight ? 'primary' : 'secondary', 'lg', 'mt-6 w-full')}>
        Sign Up
      </Link>
    </section>
  );
}

export default function PricingPage() {
  return (
    <Page width="wide">
      <title>Pricing — SafeSteps</title>
      <PageHeader
        title="Simple, fair pricing"
        lead="Start free with one child. Upgrade when you want more learners, longer quizzes and Brain Booster."
      />
      <div className="grid gap-5 md:grid-cols-3">
        <PlanCard name="Free" price={PRICES.free} period="forever" features={PLAN_FEATURES.free} />
        <PlanCard
          name="Premium"
          price={PRICES.monthly}
          period="per month"
          features={PLAN_FEATURES.premium}
          highlight
          badge={<Badge tone="info">Most flexible</Badge>}
          note="Cancel anytime"
        />
        <PlanCard
          name="Annual"
          price={PRICES.annual}
          period="per year"
          features={['Everything in Premium', 'One payment a year']}
          badge={<Badge tone="success">Save {PRICES.annualSaving}</Badge>}
          note="Cancel anytime"
        />
      </div>
    </Page>
  );
}
