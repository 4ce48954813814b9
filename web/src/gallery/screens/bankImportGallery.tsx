import { bankImportMachine } from '@proshno/engine';
import { BankImportPage } from '../../bank/import/BankImportScreen';
import { bankImportModel } from '../bankImportModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const bankImportGallery: GalleryScreen<typeof bankImportMachine> = {
  model: bankImportModel,
  machine: (fakes) =>
    bankImportMachine.provide({
      actors: { loadPlaces: fakes.promise('loadPlaces'), checkImport: fakes.promise('checkImport'), runImport: fakes.promise('runImport'), downloadExport: fakes.promise('downloadExport') },
    }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <BankImportPage actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/import',
};
