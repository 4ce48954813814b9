import { flashcardMachine } from '@proshno/engine';
import { FlashcardSessionView } from '../../practice/flashcard/FlashcardSessionScreen';
import { flashcardModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';

export const flashcardGallery: GalleryScreen<typeof flashcardMachine> = {
  model: flashcardModel,
  machine: (fakes) => flashcardMachine.provide({ actors: { loadFlashcards: fakes.promise('loadFlashcards'), sendGrade: fakes.promise('sendGrade') } }),
  render: (actor) => (
    <GalleryPage>
      <FlashcardSessionView actor={actor} />
    </GalleryPage>
  ),
  route: '/flashcard/exam/?noOfQuestion=5&subject=1',
};
