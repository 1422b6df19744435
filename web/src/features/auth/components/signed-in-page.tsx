import { Hammer } from 'lucide-react';
import { StatusCard } from '../../../ui/status-card.tsx';
import { RequireAccount } from './account-gate.tsx';

/** Signed-in pages whose capability has not landed yet: the gate for visitors, an honest note for members. */
export default function SignedInPage() {
  return (
    <RequireAccount>
      <StatusCard icon={Hammer} title="This page is on its way">
        <p>We are still building this part of SafeSteps.</p>
      </StatusCard>
    </RequireAccount>
  );
}
