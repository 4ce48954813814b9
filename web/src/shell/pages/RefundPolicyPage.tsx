// Refund policy: within 24 hours, content unused, 7 to 10 working days (docs/shell.md#refund-policy;
// the engine's legalMessages.refund).
import { legalMessages } from '@proshno/engine';
import { LegalPage } from './LegalPage';

export default function RefundPolicyPage() {
  return <LegalPage document={legalMessages.refund} />;
}
