// /flashcard: the flashcard setup (docs/practice.md#flashcard-setup, docs/practice.md#cascading-selects),
// rendering the engine's flashcardSetupMachine, which loads each select's list itself (loadOptions,
// provided here against the gateway). Start loads the cards, and the machine emits the navigation to
// /flashcard/exam/?noOfQuestion&subject&topic&subtopic with them in the history entry
// (docs/architecture.md#effects), which useMachineEffects follows.
import {
  availableCount,
  fillIn,
  FLASHCARD_LEVELS,
  flashcardCountCheck,
  flashcardMessages,
  flashcardPresets,
  formatDigits,
  flashcardRequestOf,
  flashcardSetupMachine,
  flashcardSetupViewOf,
  isEnabled,
  practiceMessages,
  type FlashcardLevel,
  type FlashcardSetupContext,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Input, Label, Radio, RadioGroup, TextField } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { Loading, ReloadButton, Unavailable } from '../../controls/LoadState';
import { SelectField } from '../../controls/SelectField';
import * as controls from '../../controls/controls.css';
import { useMachineEffects } from '../../shell/useMachineEffects';
import { loadFlashcards, loadSetupOptions } from './flashcardCalls';
import * as css from './flashcard.css';

export type SetupActor = ActorRefFrom<typeof flashcardSetupMachine>;

const levelLabels: Record<FlashcardLevel, string> = {
  grade: practiceMessages.grade,
  subject: practiceMessages.subject,
  topic: practiceMessages.topic,
  subtopic: practiceMessages.subtopic,
};
const OTHERS = 'others';

export default function FlashcardSetupScreen() {
  const actor = useSetupActor();
  useMachineEffects(actor);
  return <FlashcardSetupView actor={actor} />;
}

/** The setup for whatever state its actor is in; the gallery renders it from a snapshot. */
export function FlashcardSetupView({ actor }: { actor: SetupActor }) {
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => flashcardSetupViewOf(s).starting);
  const screen = useSelector(actor, (s) => flashcardSetupViewOf(s).screen);

  return (
    <div className={css.screen}>
      <h1>{practiceMessages.flashcardTitle}</h1>
      {screen === 'listing' ? (
        <Loading label={practiceMessages.flashcardLoadingSubjects} />
      ) : screen === 'failed' ? (
        <Unavailable message={flashcardMessages.loadFailed}>
          <ReloadButton onPress={() => actor.send({ type: 'RETRY' })} />
        </Unavailable>
      ) : context.options.grade.length === 0 ? (
        <p className={controls.notice}>{flashcardMessages.noQuestions}</p>
      ) : (
        <form
          className={css.card}
          aria-label={practiceMessages.flashcardSetup}
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'START' });
          }}
        >
          <div className={css.selects}>
            {FLASHCARD_LEVELS.map((level) => (
              <SelectField
                key={level}
                label={levelLabels[level]}
                options={context.options[level].map((option) => ({ id: String(option.id), name: option.name }))}
                value={context.cascade.chosen[level] === null ? '' : String(context.cascade.chosen[level])}
                isDisabled={loading || !isEnabled(context.cascade, level)}
                onChange={(id) => actor.send({ type: 'SELECT', level, id: id === '' ? null : Number(id) })}
              />
            ))}
          </div>
          <CountChooser actor={actor} context={context} disabled={loading} />
          {context.error === null ? null : (
            <p className={controls.alert} role="alert">
              {context.error}
            </p>
          )}
          <Button
            type="submit"
            className={controls.button({ kind: 'primary', wide: true })}
            isDisabled={flashcardRequestOf(context) === null}
            isPending={loading}
          >
            {practiceMessages.flashcardStart}
          </Button>
        </form>
      )}
    </div>
  );
}

function useSetupActor(): SetupActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      flashcardSetupMachine.provide({
        actors: {
          loadOptions: fromPromise(({ input }) => loadSetupOptions(client, input)),
          loadFlashcards: fromPromise(({ input }) => loadFlashcards(client, input)),
        },
      }),
    [client],
  );
  return useActorRef(machine);
}

/** Presets 5, 10 and 15 (each disabled above the available count) or 'Others' with a typed number. */
function CountChooser({ actor, context, disabled }: { actor: SetupActor; context: FlashcardSetupContext; disabled: boolean }) {
  const available = availableCount(context);
  const check = flashcardCountCheck(context);
  const { count } = context;
  const selected = count === null ? null : count.kind === 'preset' ? String(count.value) : OTHERS;
  return (
    <div className={css.count}>
      <RadioGroup
        className={css.radioGroup}
        value={selected}
        isDisabled={disabled}
        orientation="horizontal"
        onChange={(value) =>
          actor.send(value === OTHERS ? { type: 'CHOOSE_OTHERS' } : { type: 'CHOOSE_PRESET', value: Number(value) })
        }
      >
        <Label className={controls.label}>{practiceMessages.numberOfQuestions}</Label>
        <div className={css.radios}>
          {flashcardPresets(context).map((preset) => (
            <Radio key={preset.value} className={css.radio} value={String(preset.value)} isDisabled={preset.disabled}>
              {formatDigits(preset.value)}
            </Radio>
          ))}
          <Radio className={css.radio} value={OTHERS}>
            {practiceMessages.others}
          </Radio>
        </div>
      </RadioGroup>
      {count?.kind === OTHERS ? (
        <TextField
          className={controls.field}
          isDisabled={disabled}
          isInvalid={check.valid ? false : check.error !== null}
          onChange={(text) => actor.send({ type: 'TYPE_COUNT', text })}
          autoFocus
        >
          <Label className={controls.label}>{practiceMessages.yourNumberOfQuestions}</Label>
          <Input className={controls.input} inputMode="numeric" />
        </TextField>
      ) : null}
      <p className={controls.hint} aria-live="polite">
        {context.cascade.chosen.subject === null
          ? practiceMessages.flashcardChooseSubjectFirst
          : fillIn(practiceMessages.flashcardAvailable, { n: available })}
      </p>
      {!check.valid && check.error !== null ? (
        <p className={controls.alert} role="alert">
          {check.error}
        </p>
      ) : null}
    </div>
  );
}
