import { adminContestFormMachine } from '@proshno/engine';
import { ContestFormView } from '../../contest/admin/ContestForm';
import { adminContestFormModel, contestTemplatesFixture } from '../contestModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const adminContestFormGallery: GalleryScreen<typeof adminContestFormMachine> = {
  model: adminContestFormModel,
  machine: (fakes) => adminContestFormMachine.provide({ actors: { save: fakes.promise('save') } }),
  // The form stays on its page in its story; in the app a save closes it.
  render: (actor) => (
    <GalleryPage>
      <ContestFormView actor={actor} templates={contestTemplatesFixture} onDone={() => {}} />
    </GalleryPage>
  ),
  route: '/admin/contests',
};
