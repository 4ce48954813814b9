// Privacy policy (docs/shell.md#legal-pages: static text, the engine's legalMessages.privacy).
import { legalMessages } from '@proshno/engine';
import { LegalPage } from './LegalPage';

export default function PrivacyPolicyPage() {
  return <LegalPage document={legalMessages.privacy} />;
}
