// The real dismissable dialog (react-aria ModalOverlay, Modal, Dialog), fetched on first open.
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as css from './controls.css';
import type { DismissableDialogProps } from './DismissableDialog';

export function DismissableModal({ isOpen, onClose, className, overlayClassName, children }: DismissableDialogProps) {
  return (
    <ModalOverlay
      className={overlayClassName === undefined ? css.modalOverlay : `${css.modalOverlay} ${overlayClassName}`}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable
    >
      <Modal className={className}>
        <Dialog className={css.dialog}>{children}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}
