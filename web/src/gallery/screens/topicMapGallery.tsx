import TopicMapScreen from '../../learning/TopicMapScreen';
import { topicMapAnswers, topicMapModel } from '../learningModels';
import { queryStateMachine } from '../queryStateMachine';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { QueryStateGateway } from './QueryStateGateway';
import { SignedIn } from './SignedIn';

export const topicMapGallery: GalleryScreen<typeof queryStateMachine> = {
  model: topicMapModel,
  machine: (fakes) => queryStateMachine.provide({ actors: { answer: fakes.promise('answer') } }),
  render: (actor) => (
    <SignedIn>
      <QueryStateGateway actor={actor} answers={topicMapAnswers}>
        <GalleryPage>
          <TopicMapScreen />
        </GalleryPage>
      </QueryStateGateway>
    </SignedIn>
  ),
  route: '/progress',
};
