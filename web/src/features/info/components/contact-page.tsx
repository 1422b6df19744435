import { Mail } from 'lucide-react';
import { useSite } from '@/features/site';
import { Card } from '@/ui/card.tsx';
import { Page, PageHeader } from '@/ui/page.tsx';

export default function ContactPage() {
  const { data: site, isError } = useSite();
  return (
    <Page width="narrow">
      <title>Contact Us — SafeSteps</title>
      <PageHeader title="Contact Us" lead="Questions, ideas or something not working? We’d love to hear from you." />
      <Card className="flex flex-col gap-3">
        <p className="flex items-center gap-3 text-lg">
          <Mail className="size-6 shrink-0 text-iris-10" aria-hidden="true" />
          {site ? (
            <a href={`mailto:${site.contactEmail}`} className="break-all font-bold text-iris-11">
              {site.contactEmail}
            </a>
          ) : (
            <span className="text-sand-11">
              {isError ? 'Our e-mail address could not be loaded. Please try again.' : 'Loading…'}
            </span>
          )}
        </p>
        <p className="text-sand-11">Our team will respond as quickly as possible.</p>
      </Card>
    </Page>
  );
}
