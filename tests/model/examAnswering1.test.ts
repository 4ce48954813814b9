// The exam screen's model of answering, bookmarks and the filters (docs/exam.md#answering),
// played in the real app; its 55 paths are split over this file and examAnswering2 so the two run
// side by side. The model and its driver are in ./examModel.
import { answeringModel, examFixtures, inTheApp } from './examModel';
import { describeUiModel } from './uiModel';

examFixtures();
await describeUiModel(inTheApp(answeringModel), [1, 2]);
