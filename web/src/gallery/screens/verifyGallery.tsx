import { verifyMachine } from '@proshno/engine';
import { VerifyView } from '../../access/VerifyScreen';
import { verifyModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const verifyGallery: GalleryScreen<typeof verifyMachine> = {
  model: verifyModel,
  machine: (fakes) => verifyMachine.provide({ actors: { verifyEmail: fakes.promise('verifyEmail') } }),
  render: (actor) => (
    <GalleryPage>
      <VerifyView actor={actor} />
    </GalleryPage>
  ),
  route: '/verify?token=gallery-token',
};
