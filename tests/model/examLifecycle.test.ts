// The exam screen's model of its lifecycle (docs/exam.md#lifecycle): load, submit, time-up,
// cancel and their failures, played in the real app. The model and its driver are in ./examModel.
import { examFixtures, inTheApp, lifecycleModel } from './examModel';
import { describeUiModel } from './uiModel';

examFixtures();
await describeUiModel(inTheApp(lifecycleModel));
