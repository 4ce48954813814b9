import { modelTestMachine } from '@proshno/engine';
import { ModelTestView } from '../../practice/model/ModelTestScreen';
import { modelTestModel } from '../models';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { GalleryExamVersion } from './GalleryExamVersion';

export const modelTestGallery: GalleryScreen<typeof modelTestMachine> = {
  model: modelTestModel,
  machine: (fakes) =>
    modelTestMachine.provide({ actors: { loadTemplates: fakes.promise('loadTemplates'), createModelExam: fakes.promise('createModelExam') } }),
  render: (actor) => (
    <GalleryPage>
      <GalleryExamVersion>
        <ModelTestView actor={actor} />
      </GalleryExamVersion>
    </GalleryPage>
  ),
  route: '/model-test',
};
