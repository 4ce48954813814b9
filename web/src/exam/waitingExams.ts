// Which exams of a learner have answers waiting on the device (docs/shell.md#device-data). Apart from
// ./browserExam so the shell can ask at every sign-in without carrying the exam's storage code in
// its first paint (the route budgets of docs/architecture.md).
import { examRecordOf, type ExamId, type LearnerId } from '@proshno/engine';
import { learnerRecords } from '../access/session/deviceData';

/** The exams with answers of the learner waiting on the device. */
export function examsWithWaitingAnswers(learner: LearnerId): ExamId[] {
  return learnerRecords(learner).flatMap((record) => {
    const exam = examRecordOf(record);
    return exam === null || exam.part !== 'answers' ? [] : [exam.examId];
  });
}
