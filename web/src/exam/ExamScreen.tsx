// /exam/{id}, /model-exam/{id} and /previous-exam/{id}: the exam-taking screen (docs/exam.md#screen),
// rendering the engine's examMachine. Answers go to the server as they are chosen and stay in the
// browser until it has them; the clock reads the wall clock and the server's time_remaining. The
// parts: the actor (./useExamActor), the view of each state (./ExamView), the exam being taken
// (./RunningExam) with its bar, question card, navigation, side panel, dialogs and keys.
import { examMessages, examScreenMessages, examViewOf } from '@proshno/engine';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Unavailable } from '../controls/LoadState';
import { connectBrowser } from './browserExam';
import { ExamView } from './ExamView';
import { useExamActor } from './useExamActor';

export default function ExamScreen({ id: examId }: { id: number | null }) {
  if (examId === null) return <Unavailable title={examMessages.exam} message={examScreenMessages.notFound} home loaded />;
  return <ExamSession key={examId} examId={examId} />;
}

function ExamSession({ examId }: { examId: number }) {
  const actor = useExamActor(examId);
  const taking = useSelector(actor, (s) => examViewOf(s).taking);

  // The network, a waking tab and the back button reach the exam only while it is being taken.
  useEffect(() => (taking ? connectBrowser(actor) : undefined), [actor, taking]);

  return <ExamView actor={actor} examId={examId} />;
}
