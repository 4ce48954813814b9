// A blocking dialog on the browser's own <dialog>: it comes with the screen that uses it, so it
// opens with no fetch (the exam's submit and time-up questions must open offline, on a
// connection that dropped before the learner touched anything). Same props and look as
// ConfirmDialog. A click outside does not close it; Escape answers it as its dismissing action
// does when it has one (`onOpenChange(false)`: the submit question's Cancel), and otherwise (the
// time-up view) does nothing. Its content stays in place while it closes, so the browser gives
// the focus back to what opened it (issue 29 item 5).
import { useEffect, useId, useRef } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog';
import * as css from './controls.css';
import { DialogParts } from './DialogParts';

export function ResidentDialog({ isOpen, onOpenChange, title, ariaLabel, role, children, footer, actions }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      className={css.residentDialog}
      role={role ?? 'dialog'}
      aria-modal="true"
      aria-label={title === undefined ? ariaLabel : undefined}
      aria-labelledby={title === undefined ? undefined : titleId}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange?.(false);
      }}
      // The browser may still close it on a repeated Escape: it stays while the screen wants it.
      onClose={(event) => {
        if (isOpen) event.currentTarget.showModal();
      }}
    >
      {/* Kept while closed (hidden with the dialog): unmounted first, the focused button went
          with it and the focus fell to the page's body instead of back to the opener. */}
      {title === undefined ? null : <h2 id={titleId}>{title}</h2>}
      <DialogParts footer={footer} actions={actions}>
        {children}
      </DialogParts>
    </dialog>
  );
}
