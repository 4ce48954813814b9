import { revisionMachine } from '@proshno/engine';
import { RevisionView } from '../../progress/revision/RevisionScreen';
import { revisionModel } from '../progressModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const revisionGallery: GalleryScreen<typeof revisionMachine> = {
  model: revisionModel,
  machine: (fakes) => revisionMachine.provide({ actors: { loadRevisions: fakes.promise('loadRevisions'), removeRevision: fakes.promise('removeRevision') } }),
  render: (actor) => (
    <GalleryPage>
      <RevisionView actor={actor} />
    </GalleryPage>
  ),
  route: '/revision',
};
