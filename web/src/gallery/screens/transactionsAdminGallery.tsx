import { transactionsAdminMachine } from '@proshno/engine';
import { salesNow } from '@proshno/engine/testing/sales';
import { TransactionsAdminPage } from '../../commerce/admin/TransactionsAdminScreen';
import { transactionsAdminModel } from '../salesModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const transactionsAdminGallery: GalleryScreen<typeof transactionsAdminMachine> = {
  model: transactionsAdminModel,
  machine: (fakes) =>
    transactionsAdminMachine.provide({
      actors: { loadTransactions: fakes.promise('loadTransactions'), refundTransaction: fakes.promise('refundTransaction') },
    }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <TransactionsAdminPage actor={actor} now={() => salesNow} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/transactions',
};
