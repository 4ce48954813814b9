import { templateEditorMachine } from '@proshno/engine';
import { ExamTemplatesPage } from '../../practice/admin/ExamTemplatesScreen';
import { templateEditorModel } from '../catalogueModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const templateEditorGallery: GalleryScreen<typeof templateEditorMachine> = {
  model: templateEditorModel,
  machine: (fakes) =>
    templateEditorMachine.provide({
      actors: { loadTemplates: fakes.promise('loadTemplates'), saveTemplate: fakes.promise('saveTemplate'), deleteTemplate: fakes.promise('deleteTemplate') },
    }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <ExamTemplatesPage actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/exams',
};
