import { packagesAdminMachine } from '@proshno/engine';
import { PackagesAdminPage } from '../../commerce/admin/PackagesAdminScreen';
import { packagesAdminModel } from '../salesModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const packagesAdminGallery: GalleryScreen<typeof packagesAdminMachine> = {
  model: packagesAdminModel,
  machine: (fakes) =>
    packagesAdminMachine.provide({
      actors: {
        loadPackages: fakes.promise('loadPackages'),
        savePackage: fakes.promise('savePackage'),
        setPackageActive: fakes.promise('setPackageActive'),
        saveSubjectPrice: fakes.promise('saveSubjectPrice'),
      },
    }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <PackagesAdminPage actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/packages',
};
