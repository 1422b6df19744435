import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSite } from '@/features/site';
import { Page, PageHeader } from '@/ui/page.tsx';

/** A short legal page: plain sections in a readable column, with the other notice one tap away. */
export function LegalPage({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <Page>
      <title>{`${title} — SafeSteps`}</title>
      <PageHeader title={title} lead={lead}>
        <p className="mt-2 text-sm text-sand-11">Last updated {updated}</p>
      </PageHeader>
      <div className="flex max-w-[70ch] flex-col gap-4">{children}</div>
    </Page>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-[var(--radius-card)] border border-sand-6 bg-white p-5 shadow-[var(--shadow-card)] sm:p-6">
      <h2 className="mb-2 font-display text-2xl font-semibold">{title}</h2>
      <div className="flex flex-col gap-2 text-sand-12 [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1">
        {children}
      </div>
    </section>
  );
}

/** The address people write to, as a link once the site has told us it. */
export function ContactEmail() {
  const { data: site } = useSite();
  if (!site) return <Link to="/contact">our contact page</Link>;
  return (
    <a href={`mailto:${site.contactEmail}`} className="break-all font-bold text-iris-11">
      {site.contactEmail}
    </a>
  );
}
