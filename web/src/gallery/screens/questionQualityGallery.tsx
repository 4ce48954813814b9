import { questionQualityMachine } from '@proshno/engine';
import { QuestionQualityPage } from '../../quality/admin/QuestionQualityScreen';
import { questionQualityModel } from '../qualityModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const questionQualityGallery: GalleryScreen<typeof questionQualityMachine> = {
  model: questionQualityModel,
  machine: (fakes) =>
    questionQualityMachine.provide({
      actors: { loadQuality: fakes.promise('loadQuality'), resolveReport: fakes.promise('resolveReport') },
    }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <QuestionQualityPage actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/questions',
};
