// A setup screen's Questions in (docs/i18n.md#questions) for the gallery: the English version to start from,
// as a learner of it sees the screen.
import { examVersionMachine } from '@proshno/engine';
import { useActorRef } from '@xstate/react';
import type { ReactNode } from 'react';
import { ExamVersionProvider } from '../../practice/ExamVersionChoice';

export function GalleryExamVersion({ children }: { children: ReactNode }) {
  const actor = useActorRef(examVersionMachine, { input: { version: 'en' } });
  return <ExamVersionProvider actor={actor}>{children}</ExamVersionProvider>;
}
