import { customPlanMachine } from '@proshno/engine';
import { CustomPlanView } from '../../commerce/CustomPlanScreen';
import { customPlanModel } from '../commerceModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const customPlanGallery: GalleryScreen<typeof customPlanMachine> = {
  model: customPlanModel,
  machine: (fakes) => customPlanMachine.provide({ actors: { startCustomPayment: fakes.promise('startCustomPayment') } }),
  render: (actor) => (
    <GalleryPage>
      <CustomPlanView actor={actor} />
    </GalleryPage>
  ),
  route: '/custom-packages',
};
