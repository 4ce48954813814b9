import { adminLearnerMachine } from '@proshno/engine';
import { learnersNow } from '@proshno/engine/testing/adminLearners';
import { AdminLearnerPage } from '../../access/admin/AdminLearnerScreen';
import { adminLearnerModel } from '../adminLearnersModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const adminLearnerGallery: GalleryScreen<typeof adminLearnerMachine> = {
  model: adminLearnerModel,
  machine: (fakes) => adminLearnerMachine.provide({ actors: { loadLearner: fakes.promise('loadLearner'), saveChange: fakes.promise('saveChange') } }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <AdminLearnerPage actor={actor} now={() => learnersNow} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/learners/1',
};
