// What a home card shows when its data could not be loaded: the message and a Reload that asks
// the gateway again (past urql's cache).
import { progressMessages } from '@proshno/engine';
import { Button } from 'react-aria-components';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import * as css from '../progress.css';

export function LoadFailedNote({ onReload }: { onReload: () => void }) {
  return (
    <p className={css.error} role="alert">
      <LoadFailureText message={progressMessages.historyLoadFailed} />{' '}
      <Button className={controls.button({ kind: 'ghost' })} onPress={onReload}>
        {progressMessages.reload}
      </Button>
    </p>
  );
}
