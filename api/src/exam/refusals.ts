// The api's own refusals in the exam slice (the specification's texts come from @proshno/engine too):
// English, as the api sends them; the web shows each in the page's language (docs/i18n.md#server-words).
import { serverWords as w } from '@proshno/engine';

export const refusals = {
  notFound: w.notFound,
  finished: w.examFinished,
  timeUp: w.examTimeUp,
  notStarted: w.examNotStarted,
  questionsChosen: w.questionsChosen,
  startInPast: w.startInPast,
  startRequired: w.startRequired,
  notReschedulable: w.notReschedulable,
  questionNotInExam: w.questionNotInExam,
  optionNotOfQuestion: w.optionNotOfQuestion,
  oneExamPerScript: w.oneExamPerScript,
  unknownExamType: w.unknownExamType,
  unknownSubject: w.unknownSubject,
  topicNotOfSubject: w.topicNotOfSubject,
  subtopicNotOfTopic: w.subtopicNotOfTopic,
  unknownQuestion: w.unknownQuestion,
  templateNotOfType: w.templateNotOfType,
  templateInactive: w.templateInactive,
  universityNotOfTemplate: w.universityNotOfTemplate,
  unitNotOfUniversity: w.unitNotOfUniversity,
  yearNotOffered: w.yearNotOffered,
} as const;

export function notCovered(subjectName: string): string {
  return w.notCovered(subjectName);
}
