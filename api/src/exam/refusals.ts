// The api's own refusals in the exam slice (the specification's texts come from @proshno/engine).
// The web shows a refusal's detail as it is (docs/practice.md#random-test-flow: "Exam action failures: the server detail").
export const refusals = {
  notFound: 'Not found.',
  finished: 'This exam is already finished.',
  timeUp: 'Time is up for this exam; the answer was not saved.',
  notStarted: 'This exam has not started yet.',
  questionsChosen: 'The questions of this exam are already chosen.',
  startInPast: 'The start time of a scheduled exam must be in the future.',
  startRequired: 'A scheduled exam needs a start_time.',
  notReschedulable: 'Only a scheduled exam that has not started can be moved.',
  questionNotInExam: 'This question is not part of this exam.',
  optionNotOfQuestion: "This option is not one of the question's options.",
  oneExamPerScript: 'All answers of a script must belong to one exam.',
  unknownExamType: 'Unknown exam type.',
  unknownSubject: 'Unknown subject.',
  topicNotOfSubject: 'This topic is not part of the subject.',
  subtopicNotOfTopic: 'This subtopic is not part of the topic.',
  unknownQuestion: 'Unknown question.',
  templateNotOfType: 'This template is not of that kind of exam.',
  templateInactive: 'This template is not active.',
  universityNotOfTemplate: 'This university is not offered by the template.',
  unitNotOfUniversity: 'This unit is not offered by the university.',
  yearNotOffered: 'This year is not offered.',
} as const;

export function notCovered(subjectName: string): string {
  return `Your subscription does not cover ${subjectName}.`;
}
