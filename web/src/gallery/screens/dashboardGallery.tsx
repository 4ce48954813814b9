// /home by the state of its queries (stat cards, schedule, My Packages, Performance Analysis).
import HomePage from '../../progress/home/HomePage';
import { dashboardModel } from '../progressModels';
import * as progress from '../progressFixtures';
import { queryStateMachine } from '../queryStateMachine';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { QueryStateGateway } from './QueryStateGateway';
import { SignedIn } from './SignedIn';

export const dashboardGallery: GalleryScreen<typeof queryStateMachine> = {
  model: dashboardModel,
  machine: (fakes) => queryStateMachine.provide({ actors: { answer: fakes.promise('answer') } }),
  render: (actor) => (
    <SignedIn>
      <QueryStateGateway actor={actor} answers={progress.dashboard}>
        <GalleryPage>
          <HomePage />
        </GalleryPage>
      </QueryStateGateway>
    </SignedIn>
  ),
  route: '/home',
};
