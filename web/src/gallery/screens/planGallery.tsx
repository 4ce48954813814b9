import { planMachine } from '@proshno/engine';
import { PlanView } from '../../learning/PlanCard';
import { planModel } from '../learningModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const planGallery: GalleryScreen<typeof planMachine> = {
  model: planModel,
  machine: (fakes) => planMachine.provide({ actors: { loadPlan: fakes.promise('loadPlan'), savePlan: fakes.promise('savePlan'), clearPlan: fakes.promise('clearPlan') } }),
  render: (actor) => (
    <GalleryPage>
      <PlanView actor={actor} />
    </GalleryPage>
  ),
  route: '/home',
};
