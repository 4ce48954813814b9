import { bankListMachine } from '@proshno/engine';
import { BankListPage } from '../../bank/list/BankListScreen';
import { bankListModel } from '../bankModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const bankListGallery: GalleryScreen<typeof bankListMachine> = {
  model: bankListModel,
  machine: (fakes) =>
    bankListMachine.provide({
      actors: { loadPlaces: fakes.promise('loadPlaces'), loadPage: fakes.promise('loadPage') },
    }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <BankListPage actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/bank',
};
