import { changePasswordMachine } from '@proshno/engine';
import { ChangePasswordView } from '../../progress/profile/ChangePasswordDialog';
import { changePasswordModel } from '../progressModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const changePasswordGallery: GalleryScreen<typeof changePasswordMachine> = {
  model: changePasswordModel,
  machine: (fakes) => changePasswordMachine.provide({ actors: { changePassword: fakes.promise('changePassword') } }),
  // The dialog stays open in its story; in the app a success closes it.
  render: (actor) => (
    <GalleryPage>
      <ChangePasswordView actor={actor} onClose={() => {}} />
    </GalleryPage>
  ),
  route: '/profile',
};
