// The exam screen's three models (./examModel, each played by a file of its own) together take
// every state node and transition of examMachine, but for those no control on the screen reaches.
import { examMachine } from '@proshno/engine';
import { answeringModel, lifecycleModel, timerModel } from './examModel';
import { expectMachineCoverage, pathsOf } from './uiModel';

expectMachineCoverage('examMachine', examMachine, (await Promise.all([lifecycleModel, answeringModel, timerModel].map(pathsOf))).flat(), {
  'exam.running.answering --CANCEL_EXAM--> exam.cancelling': 'the screen has no control that sends CANCEL_EXAM',
  'exam.noQuestions': 'the product never serves a started exam without questions',
  'exam.loading --xstate.done.actor.loadExam--> exam.noQuestions': 'as above',
  'exam.cancelling --xstate.error.actor.cancelExam--> exam.left':
    "a cancel the server refuses because it already finished the exam (409) is walked in tests/e2e/exam.test.ts and the engine's machine tests; this model's network fails a request without a status",
  'exam.loading --xstate.error.actor.loadExam--> exam.running':
    "the exam taken from the device: the lifecycle model's RELOAD offline walks it in the real app, but as a loop on the model's state (the reloaded page's machine is a new one); its step is walked in tests/e2e/offlineExam.test.ts and the engine machine tests",
  // Two transitions share this name: the one guarded by noAnswer (a submit that got no answer is
  // kept, docs/exam.md#submit-survives-reload) is walked by the models; this is the other.
  'exam.running.submitting --xstate.error.actor.submitScript--> exam.running.submitFailed':
    "a submit the server refuses with a 4xx withdraws the submit: walked in the engine's machine tests; this model's network fails a request without a status, which takes the guarded transition of the same name",
  'exam --ANSWER_CONFIRMED--> (self)':
    "the autosave child's word that the server holds a save (docs/exam.md#answer-delivery): no control sends it; walked in the engine's machine tests and, through the delivery line, in tests/e2e/tokenExpiry.test.ts",
  'exam --CONFIRMED_ELSEWHERE--> (self)': "another tab's confirmed save arrives on the exam's channel, not from a control: walked in the engine's machine tests and tests/e2e/tokenExpiry.test.ts's two tabs",
  'exam --TOKEN_RENEWED--> (self)': "the session's new token, not a control: walked in the engine's machine tests and tests/e2e/tokenExpiry.test.ts",
  'exam.running --ENDED_ELSEWHERE--> exam.endedElsewhere':
    "another tab's word that it submitted the exam arrives on the exam's channel, not from a control (docs/exam.md#ended-elsewhere): walked in tests/e2e/examTabs.test.ts and the engine's machine tests",
  'exam.running --ANSWER_REFUSED--> exam.endedElsewhere':
    "a save refused because the exam is finished (FINISHED): walked in tests/e2e/examTabs.test.ts and the engine's machine tests; this model's network fails a request without a status",
  'exam.endedElsewhere': 'as above',
  'exam.endedElsewhere --xstate.done.actor.loadExam--> exam.finished': 'as above',
  'exam.endedElsewhere --xstate.done.actor.loadExam--> exam.running': "an exam said to be finished elsewhere that is still running: the engine's machine tests",
  'exam.endedElsewhere --xstate.error.actor.loadExam--> exam.running': "as above",
  'exam.running --LEAVE--> (self)':
    "the screen unmounted by a link or the menu while the exam runs (docs/exam.md#leaving-running): no control on the exam screen sends it; walked in tests/e2e/examRunning.test.ts and the engine's machine tests",
  'exam.running.answering --UNDO_CLEAR--> (self)':
    "Undo after a tap cleared the chosen option (docs/exam.md#clear-undo): walked in tests/e2e/examClearUndo.test.ts, which checks the server's copy, and in the engine's model test; the screen models leave it out so the cleared line does not double their answering graph",
  'exam --ANSWER_REFUSED--> (self)': "a save the server refuses for time is walked in tests/e2e/offlineExam.test.ts and the engine's machine tests; this model's network fails a request without a status",
});
