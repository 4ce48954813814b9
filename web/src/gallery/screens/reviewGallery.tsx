import { reviewMachine } from '@proshno/engine/learning';
import { ReviewView } from '../../learning/ReviewScreen';
import { reviewModel } from '../learningModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const reviewGallery: GalleryScreen<typeof reviewMachine> = {
  model: reviewModel,
  machine: (fakes) => reviewMachine.provide({ actors: { loadDeck: fakes.promise('loadDeck'), sendReview: fakes.promise('sendReview') } }),
  render: (actor) => (
    <GalleryPage>
      <ReviewView actor={actor} />
    </GalleryPage>
  ),
  route: '/review',
};
