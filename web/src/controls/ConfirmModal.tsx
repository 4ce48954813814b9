// The real confirm dialog (react-aria Modal + Dialog), fetched when a ConfirmDialog first opens.
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { ConfirmDialogProps } from './ConfirmDialog';
import * as css from './controls.css';
import { DialogParts } from './DialogParts';

export function ConfirmModal({ isOpen, onOpenChange, title, ariaLabel, role, headingLevel, children, footer, actions }: ConfirmDialogProps) {
  // Escape answers a dialog as its Cancel (or No) does wherever the caller says what that is with
  // onOpenChange (issue 29 item 5, docs/architecture.md#dialogs); a tap outside never closes one.
  return (
    <ModalOverlay
      className={css.modalOverlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled={onOpenChange === undefined}
    >
      <Modal className={css.modal}>
        <Dialog className={css.dialog} role={role ?? 'dialog'} aria-label={title === undefined ? ariaLabel : undefined}>
          {title === undefined ? null : (
            <Heading slot="title" {...(headingLevel === undefined ? {} : { level: headingLevel })}>
              {title}
            </Heading>
          )}
          <DialogParts footer={footer} actions={actions}>
            {children}
          </DialogParts>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
