import { logoutMachine } from '@proshno/engine';
import { LogoutDialog } from '../../shell/LogoutDialog';
import { logoutModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const logoutGallery: GalleryScreen<typeof logoutMachine> = {
  model: logoutModel,
  machine: (fakes) => logoutMachine.provide({ actors: { sendWaitingAnswers: fakes.promise('sendWaitingAnswers') } }),
  render: (actor) => (
    <GalleryPage>
      <LogoutDialog actor={actor} />
    </GalleryPage>
  ),
  route: '/home',
};
