import { Hammer } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { Page } from '../../../ui/page.tsx';
import { RequireAccount } from './account-gate.tsx';

/** Signed-in pages whose capability has not landed yet: the gate for visitors, an honest note for members. */
export default function SignedInPage() {
  return (
    <RequireAccount>
      <Page width="narrow">
        <Card className="mt-6 flex flex-col items-center gap-3 py-10 text-center">
          <Hammer className="size-10 text-iris-10" aria-hidden="true" />
          <h1 className="font-display text-2xl font-semibold">This page is on its way</h1>
          <p className="text-sand-11">We are still building this part of SafeSteps.</p>
        </Card>
      </Page>
    </RequireAccount>
  );
}
