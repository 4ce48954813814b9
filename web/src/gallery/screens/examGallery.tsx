import { examMachine } from '@proshno/engine';
import { ExamView } from '../../exam/ExamView';
import { examModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { idleTicker, silentAutosave } from './fakeActors';
import { GalleryPage } from './GalleryPage';

export const examGallery: GalleryScreen<typeof examMachine> = {
  model: examModel,
  machine: (fakes) =>
    examMachine.provide({
      actors: {
        loadExam: fakes.promise('loadExam'),
        submitScript: fakes.promise('submitScript'),
        cancelExam: fakes.promise('cancelExam'),
        ticker: idleTicker,
        autosave: silentAutosave,
      },
    }),
  render: (actor) => (
    <GalleryPage>
      <ExamView actor={actor} examId={7} />
    </GalleryPage>
  ),
  route: '/exam/7',
};
