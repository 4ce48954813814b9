import { previousYearMachine } from '@proshno/engine';
import { PreviousYearView } from '../../practice/previous/PreviousYearScreen';
import { previousYearModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { GalleryExamVersion } from './GalleryExamVersion';

export const previousYearGallery: GalleryScreen<typeof previousYearMachine> = {
  model: previousYearModel,
  machine: (fakes) =>
    previousYearMachine.provide({
      actors: { loadTemplates: fakes.promise('loadTemplates'), createPreviousYearExam: fakes.promise('createPreviousYearExam') },
    }),
  render: (actor) => (
    <GalleryPage>
      <GalleryExamVersion>
        <PreviousYearView actor={actor} />
      </GalleryExamVersion>
    </GalleryPage>
  ),
  route: '/previous-year-test',
};
