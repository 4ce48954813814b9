// What the flashcard setup shows in any state of flashcardSetupMachine (docs/practice.md#flashcard-setup);
// the web, the gallery and the tests read the setup's state through this alone.
import type { SnapshotFrom } from 'xstate';
import type { flashcardSetupMachine } from './flashcardSetupMachine';

export type FlashcardSetupView = {
  /** The grades being listed, the load failure (of the grades or of a list below the choice) with Reload, or the form. */
  screen: 'listing' | 'failed' | 'form';
  /** A list below the choice is loading; the form stays as it is meanwhile. */
  listingBelow: boolean;
  /** The cards are loading: Start shows progress and the selects wait. */
  starting: boolean;
};

export function flashcardSetupViewOf(snapshot: SnapshotFrom<typeof flashcardSetupMachine>): FlashcardSetupView {
  const screen = snapshot.matches('listingGrades') ? 'listing' : snapshot.matches('loadFailed') || snapshot.matches({ choosing: 'listFailed' }) ? 'failed' : 'form';
  return { screen, listingBelow: snapshot.matches({ choosing: 'listing' }), starting: snapshot.matches('loading') };
}
