import { bankEditorMachine } from '@proshno/engine';
import { BankEditorPage } from '../../bank/editor/BankEditorScreen';
import { bankEditorModel } from '../bankModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const bankEditorGallery: GalleryScreen<typeof bankEditorMachine> = {
  model: bankEditorModel,
  machine: (fakes) =>
    bankEditorMachine.provide({
      actors: {
        loadEditor: fakes.promise('loadEditor'),
        saveQuestion: fakes.promise('saveQuestion'),
        setQuestionStatus: fakes.promise('setQuestionStatus'),
        uploadImage: fakes.promise('uploadImage'),
      },
    }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <BankEditorPage actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/bank/new',
};
