import { adminLearnersMachine } from '@proshno/engine';
import { AdminLearnersPage } from '../../access/admin/AdminLearnersScreen';
import { adminLearnersModel } from '../adminLearnersModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const adminLearnersGallery: GalleryScreen<typeof adminLearnersMachine> = {
  model: adminLearnersModel,
  machine: (fakes) => adminLearnersMachine.provide({ actors: { loadLearners: fakes.promise('loadLearners') } }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <AdminLearnersPage actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/learners',
};
