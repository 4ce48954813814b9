import { questionReportMachine } from '@proshno/engine';
import { ReportProblemView } from '../../quality/ReportProblem';
import { questionReportModel } from '../qualityModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const questionReportGallery: GalleryScreen<typeof questionReportMachine> = {
  model: questionReportModel,
  machine: (fakes) => questionReportMachine.provide({ actors: { sendReport: fakes.promise('sendReport') } }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <ReportProblemView actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/history/7',
};
