// A blocking modal dialog with a title, a text and action buttons. Its react-aria overlay is
// fetched when it first opens (a screen that cannot risk waiting uses ./ResidentDialog).
import type { ReactNode } from 'react';
import { deferred, useLoadedWhile } from './deferred';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: string;
  /** The accessible name when there is no visible title. */
  ariaLabel?: string;
  role?: 'dialog' | 'alertdialog';
  /** 1 where the dialog is all the page shows (the verification overlay), so the page has its h1. */
  headingLevel?: 1 | 2;
  children: ReactNode;
  /**
   * What must stay on screen with the actions while the body scrolls (the agreement box of a
   * payment): it sits above them in the dialog's footer (docs/architecture.md#dialogs).
   */
  footer?: ReactNode;
  actions?: ReactNode;
};

// Prefetched after load: the logout dialog must open offline too.
const modal = deferred(() => import('./ConfirmModal'), { prefetch: true });

export function ConfirmDialog(props: ConfirmDialogProps) {
  const module = useLoadedWhile(modal, props.isOpen);
  return module === undefined ? null : <module.ConfirmModal {...props} />;
}
