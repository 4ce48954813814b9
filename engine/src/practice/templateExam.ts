// What the model-test and previous-year setups share (docs/practice.md#model-test,
// docs/practice.md#previous-year): each loads its templates through its invoked `loadTemplates`
// (a failed load offers Reload, RETRY), creates the exam from the chosen template, and opens the
// exam's route with ?remaining={seconds} when the server gave any. A refused creation shows the
// server's detail, else 'Something went wrong'. Both machines spread `templateLoadingStates()` into
// their states and `templateCreationFailure(id)` into their creating state's invoke, and name the
// actions these use (setTemplates, setFailure) in their `setup`.
import { shownDetailOf } from '../access/serverError';
import { messages } from '../messages';

/** What both create-exam calls answer: the exam and the seconds its clock starts from. */
export type CreatedTemplateExam = { id: number; time_remaining: number };

/** The seconds the exam's clock starts from (never below 0). */
export function remainingOf(created: CreatedTemplateExam): number {
  return Math.max(0, created.time_remaining);
}

/** `{route}/{id}`, with ?remaining={seconds} when the server gave any. */
export function templateExamPath(route: string, created: CreatedTemplateExam): string {
  const remaining = remainingOf(created);
  return remaining > 0 ? `${route}/${created.id}?remaining=${remaining}` : `${route}/${created.id}`;
}

/** What a refused creation shows: the server's detail, else 'Something went wrong'. */
export function templateCreationError(error: unknown): string {
  return shownDetailOf(error) || messages.somethingWrong;
}

/** What a setup shows: its templates loading, their load failure with Reload, or the form. */
export type TemplateSetupScreen = 'loading' | 'failed' | 'form';

/** `loading` (the templates, then `choosing`) and `loadFailed` (Reload, RETRY). */
export function templateLoadingStates<Template>() {
  return {
    loading: {
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates' as const,
        onDone: {
          target: 'choosing',
          actions: { type: 'setTemplates' as const, params: ({ event }: { event: { output: Template[] } }) => ({ templates: event.output }) },
        },
        onError: 'loadFailed',
      },
    },
    /** The templates could not be loaded: the screen says so and offers Reload (RETRY). */
    loadFailed: { on: { RETRY: 'loading' } },
  };
}

/** A refused creation: back to `choosing.failed` with its message. */
export function templateCreationFailure(machineId: string) {
  return {
    onError: {
      target: `#${machineId}.choosing.failed`,
      actions: { type: 'setFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    },
  };
}
