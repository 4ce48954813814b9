// A modal dialog a learner may dismiss (Escape or a tap outside), for details and invoices. Its
// react-aria overlay is fetched when it first opens (./DismissableModal).
import type { ReactNode } from 'react';
import { deferred, useLoadedWhile } from './deferred';

export type DismissableDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The modal box's class, and extra classes of the overlay behind it. */
  className: string;
  overlayClassName?: string;
  children: ReactNode;
};

const modal = deferred(() => import('./DismissableModal'));

export function DismissableDialog(props: DismissableDialogProps) {
  const module = useLoadedWhile(modal, props.isOpen);
  return module === undefined ? null : <module.DismissableModal {...props} />;
}
