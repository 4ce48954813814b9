import { profileFormMachine } from '@proshno/engine';
import { ProfileView } from '../../progress/profile/ProfileScreen';
import { profileModel } from '../progressModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const profileGallery: GalleryScreen<typeof profileFormMachine> = {
  model: profileModel,
  machine: (fakes) =>
    profileFormMachine.provide({
      actors: { loadProfile: fakes.promise('loadProfile'), saveProfile: fakes.promise('saveProfile'), uploadImage: fakes.promise('uploadImage') },
    }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <ProfileView actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/profile',
};
