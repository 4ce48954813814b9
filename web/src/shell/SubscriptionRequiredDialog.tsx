// 'Subscription Required' over a blurred page when the learner holds no package (docs/access.md#subscription-gate).
import { messages } from '@proshno/engine';
import { Button } from 'react-aria-components';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../controls/ConfirmDialog';
import * as controls from '../controls/controls.css';

export function SubscriptionRequiredDialog({ isOpen, onCancel }: { isOpen: boolean; onCancel: () => void }) {
  const [, navigate] = useLocation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={messages.subscriptionRequiredTitle}
      actions={
        <>
          <Button className={controls.button({ kind: 'secondary' })} onPress={onCancel}>
            {messages.cancel}
          </Button>
          <Button className={controls.button({ kind: 'primary' })} onPress={() => navigate('/packages')} autoFocus>
            {messages.buyPackage}
          </Button>
        </>
      }
    >
      <p>{messages.subscriptionRequiredBody}</p>
    </ConfirmDialog>
  );
}
