import { historyReviewMachine } from '@proshno/engine';
import { HistoryReviewView } from '../../progress/history/HistoryDetailScreen';
import { historyReviewModel } from '../progressModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const historyReviewGallery: GalleryScreen<typeof historyReviewMachine> = {
  model: historyReviewModel,
  machine: (fakes) =>
    historyReviewMachine.provide({
      actors: { loadHistory: fakes.promise('loadHistory'), saveRevision: fakes.promise('saveRevision'), removeRevision: fakes.promise('removeRevision') },
    }),
  render: (actor) => (
    <GalleryPage>
      <HistoryReviewView actor={actor} />
    </GalleryPage>
  ),
  route: '/history/7',
};
