import { registrationMachine } from '@proshno/engine';
import { RegisterView } from '../../access/RegisterScreen';
import { registrationModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const registrationGallery: GalleryScreen<typeof registrationMachine> = {
  model: registrationModel,
  machine: (fakes) => registrationMachine.provide({ actors: { register: fakes.promise('register') } }),
  render: (actor) => (
    <GalleryPage>
      <RegisterView actor={actor} />
    </GalleryPage>
  ),
  route: '/register',
};
