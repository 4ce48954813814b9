// The exam screen's model of the clock (docs/exam.md#timer): the 300-second warning, the
// 10-second blink and time-up, played in the real app. The model and its driver are in ./examModel.
import { examFixtures, inTheApp, timerModel } from './examModel';
import { describeUiModel } from './uiModel';

examFixtures();
await describeUiModel(inTheApp(timerModel));
