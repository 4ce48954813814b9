// Logout asks first (docs/shell.md#profile-menu): 'Are you sure you want to logout?' with Yes and No.
import { messages } from '@proshno/engine';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import * as controls from '../controls/controls.css';

export function LogoutDialog({ isOpen, onClose, onConfirm }: { isOpen: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      role="alertdialog"
      ariaLabel="Logout"
      actions={
        <>
          <Button className={controls.button({ kind: 'secondary' })} onPress={onClose} autoFocus>
            {messages.no}
          </Button>
          <Button className={controls.button({ kind: 'primary' })} onPress={onConfirm}>
            {messages.yes}
          </Button>
        </>
      }
    >
      <p>{messages.logoutConfirm}</p>
    </ConfirmDialog>
  );
}
