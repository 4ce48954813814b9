// Which exams of a learner have answers waiting on the device (docs/shell.md#device-data), and
// whether review answers do (docs/learning.md#delivery). Apart from
// ./browserExam so the shell can ask at every sign-in without carrying the exam's storage code in
// its first paint (the route budgets of docs/architecture.md).
import { examRecordOf, pendingReviewsRecord, type ExamId, type LearnerId } from '@proshno/engine';
import { learnerRecords } from '../access/session/deviceData';

/** The exams with answers of the learner waiting on the device. */
export function examsWithWaitingAnswers(learner: LearnerId): ExamId[] {
  return learnerRecords(learner).flatMap((record) => {
    const exam = examRecordOf(record);
    return exam === null || exam.part !== 'answers' ? [] : [exam.examId];
  });
}

/** Whether the learner has review answers waiting on the device (docs/learning.md#delivery). */
export function hasWaitingReviews(learner: LearnerId): boolean {
  return learnerRecords(learner).includes(pendingReviewsRecord);
}
