import { adminContestsMachine } from '@proshno/engine';
import { AdminContestsPage } from '../../contest/admin/AdminContestsScreen';
import { adminContestsModel } from '../contestModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const adminContestsGallery: GalleryScreen<typeof adminContestsMachine> = {
  model: adminContestsModel,
  machine: (fakes) =>
    adminContestsMachine.provide({
      actors: {
        loadContests: fakes.promise('loadContests'),
        loadRegistrations: fakes.promise('loadRegistrations'),
        loadMeritList: fakes.promise('loadMeritList'),
        cancelContest: fakes.promise('cancelContest'),
        downloadMeritList: fakes.promise('downloadMeritList'),
      },
    }),
  render: (actor) => (
    <GalleryPage>
      <AdminContestsPage actor={actor} />
    </GalleryPage>
  ),
  route: '/admin/contests',
};
