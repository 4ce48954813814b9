// Questions in: the version an exam is sat in, chosen on its setup screen (docs/i18n.md#questions).
// A setup screen makes the actor (useExamVersionActor) and provides it to its view; its start call
// reads the version from it. The learner's own version is where it starts.
import { currentLanguage, examVersionMachine, languages, progressMessages, startingExamVersion, type Language } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSessionActor } from '../access/session/SessionProvider';
import { SelectField } from '../controls/SelectField';

export type ExamVersionActor = ActorRefFrom<typeof examVersionMachine>;

const ExamVersionContext = createContext<ExamVersionActor | null>(null);

/** The signed-in learner's version to start from, else the page's language. */
export function useExamVersionActor(): ExamVersionActor {
  const session = useSessionActor();
  const learnerVersion = session.getSnapshot().context.session?.user.question_version;
  return useActorRef(examVersionMachine, { input: { version: startingExamVersion(learnerVersion, currentLanguage()) } });
}

export function ExamVersionProvider({ actor, children }: { actor: ExamVersionActor; children: ReactNode }) {
  return <ExamVersionContext.Provider value={actor}>{children}</ExamVersionContext.Provider>;
}

/** The version the provided actor holds now, for the start call. */
export function versionOf(actor: ExamVersionActor): Language {
  return actor.getSnapshot().context.version;
}

/** The select; nothing outside a provider. */
export function ExamVersionChoice({ isDisabled = false }: { isDisabled?: boolean }) {
  const actor = useContext(ExamVersionContext);
  return actor === null ? null : <VersionSelect actor={actor} isDisabled={isDisabled} />;
}

function VersionSelect({ actor, isDisabled }: { actor: ExamVersionActor; isDisabled: boolean }) {
  const version = useSelector(actor, (snapshot) => snapshot.context.version);
  return (
    <SelectField
      label={progressMessages.profileQuestionVersion}
      options={languages.map((id) => ({ id, name: progressMessages.questionVersionNames[id] }))}
      value={version}
      onChange={(id) => actor.send({ type: 'CHOOSE_VERSION', version: id === 'bn' ? 'bn' : 'en' })}
      isDisabled={isDisabled}
    />
  );
}
