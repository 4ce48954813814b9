// Under the answers' delivery line (docs/shell.md#offline-first): whether a reload with no network
// would go on with this exam: 'Getting this exam ready…' until the service worker keeps what the
// exam needs, then 'Ready to continue offline…'. Nothing where there is no service worker.
import { offlineReadinessText } from '@proshno/engine';
import { useOfflineReadiness } from '../shell/pwa/offlineReadiness';
import * as css from './exam.css';

export function OfflineReadinessLine() {
  const readiness = useOfflineReadiness();
  const text = offlineReadinessText(readiness);
  if (text === null) return null;
  return (
    <p className={css.delivery} role="status" data-offline-readiness={readiness}>
      {text}
    </p>
  );
}
