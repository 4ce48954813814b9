import HistoryScreen from '../../progress/history/HistoryScreen';
import { historyListModel } from '../progressModels';
import * as progress from '../progressFixtures';
import { queryStateMachine } from '../queryStateMachine';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { QueryStateGateway } from './QueryStateGateway';

export const historyListGallery: GalleryScreen<typeof queryStateMachine> = {
  model: historyListModel,
  machine: (fakes) => queryStateMachine.provide({ actors: { answer: fakes.promise('answer') } }),
  render: (actor) => (
    <QueryStateGateway actor={actor} answers={progress.historyList}>
      <GalleryPage>
        <HistoryScreen />
      </GalleryPage>
    </QueryStateGateway>
  ),
  route: '/history',
};
