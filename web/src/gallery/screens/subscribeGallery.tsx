// The subscribe dialog over the packages page it opens from.
import { subscribeMachine } from '@proshno/engine';
import { PackagesView } from '../../commerce/PackagesScreen';
import { subscribeModel } from '../commerceModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const subscribeGallery: GalleryScreen<typeof subscribeMachine> = {
  model: subscribeModel,
  machine: (fakes) => subscribeMachine.provide({ actors: { startPayment: fakes.promise('startPayment') } }),
  render: (actor) => (
    <GalleryPage>
      <PackagesView subscribe={actor} />
    </GalleryPage>
  ),
  route: '/packages',
};
