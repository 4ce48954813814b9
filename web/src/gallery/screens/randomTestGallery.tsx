import { randomTestMachine } from '@proshno/engine';
import { RandomTestView } from '../../practice/random/RandomTestScreen';
import { randomTestModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { GalleryExamVersion } from './GalleryExamVersion';

export const randomTestGallery: GalleryScreen<typeof randomTestMachine> = {
  model: randomTestModel,
  machine: (fakes) =>
    randomTestMachine.provide({
      actors: {
        createExam: fakes.promise('createExam'),
        startExam: fakes.promise('startExam'),
        scheduleExam: fakes.promise('scheduleExam'),
      },
    }),
  render: (actor) => (
    <GalleryPage>
      <GalleryExamVersion>
        <RandomTestView actor={actor} />
      </GalleryExamVersion>
    </GalleryPage>
  ),
  route: '/random-test',
};
