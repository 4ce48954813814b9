import { flashcardSetupMachine } from '@proshno/engine';
import { FlashcardSetupView } from '../../practice/flashcard/FlashcardSetupScreen';
import { flashcardSetupModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const flashcardSetupGallery: GalleryScreen<typeof flashcardSetupMachine> = {
  model: flashcardSetupModel,
  machine: (fakes) =>
    flashcardSetupMachine.provide({ actors: { loadOptions: fakes.promise('loadOptions'), loadFlashcards: fakes.promise('loadFlashcards') } }),
  render: (actor) => (
    <GalleryPage>
      <FlashcardSetupView actor={actor} />
    </GalleryPage>
  ),
  route: '/flashcard',
};
