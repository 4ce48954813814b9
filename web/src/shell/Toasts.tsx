// The toast region: one toast at a time at bottom right (docs/shell.md#toasts), announced politely.
import { messages } from '@proshno/engine';
import { CloseIcon } from '../controls/shellIcons';
import type { toastMachine } from '@proshno/engine';
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import type { ActorRefFrom } from 'xstate';
import * as css from './shell.css';

export function Toasts({ actor }: { actor: ActorRefFrom<typeof toastMachine> }) {
  const current = useSelector(actor, (snapshot) => snapshot.context.current);
  return (
    // data-react-aria-top-layer keeps the region out of the aria-hidden that react-aria's modals put
    // on the rest of the page, so 'Login success' is still announced under 'Subscription Required'.
    <div className={css.toastRegion} role="status" aria-live="polite" data-react-aria-top-layer="true">
      {current === null ? null : (
        <div key={current.id} className={css.toast} data-kind={current.kind}>
          <span>{current.text}</span>
          <Button className={css.toastClose} aria-label={messages.dismissNotification} onPress={() => actor.send({ type: 'DISMISS' })}>
            <CloseIcon size={18} />
          </Button>
        </div>
      )}
    </div>
  );
}
