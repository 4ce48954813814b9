// The body and footer every blocking dialog shares (ConfirmModal, ResidentDialog): the body
// scrolls inside the dialog, the footer (what must stay in reach, then the actions) does not
// (docs/architecture.md#dialogs).
import type { ReactNode } from 'react';
import * as css from './controls.css';

export function DialogParts({ children, footer, actions }: { children: ReactNode; footer?: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <div className={css.dialogBody}>{children}</div>
      {footer === undefined && actions === undefined ? null : (
        <div className={css.dialogFooter}>
          {footer}
          {actions === undefined ? null : <div className={css.dialogActions}>{actions}</div>}
        </div>
      )}
    </>
  );
}
