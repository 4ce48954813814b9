// A blocking modal dialog with a title, a text and action buttons (react-aria Modal + Dialog).
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as css from './controls.css';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: string;
  /** The accessible name when there is no visible title. */
  ariaLabel?: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  actions?: ReactNode;
};

export function ConfirmDialog({ isOpen, onOpenChange, title, ariaLabel, role, children, actions }: ConfirmDialogProps) {
  return (
    <ModalOverlay className={css.modalOverlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className={css.modal}>
        <Dialog className={css.dialog} role={role ?? 'dialog'} aria-label={title === undefined ? ariaLabel : undefined}>
          {title === undefined ? null : <Heading slot="title">{title}</Heading>}
          {children}
          {actions === undefined ? null : <div className={css.dialogActions}>{actions}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
