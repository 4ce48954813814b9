// Terms and conditions (docs/shell.md#legal-pages: static text, the engine's legalMessages.terms).
import { legalMessages } from '@proshno/engine';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return <LegalPage document={legalMessages.terms} />;
}
