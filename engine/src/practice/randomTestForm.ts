// The form above the random-test table (docs/practice.md#random-test, docs/practice.md#cascading-selects, docs/practice.md#random-test-rules):
// grade → subject → topic → subtopic, only entries with questions available, and a count from
// the presets 5, 10, 15, 20 (default 10) or 'Others'. The web keeps a RandomTestForm and the
// lists it has loaded; everything shown is derived here.
import { availableOf, emptyCascade, isEnabled, offered, select, type Cascade } from './cascade';
import { RANDOM_TEST_DEFAULT_COUNT, RANDOM_TEST_PRESETS } from './limits';
import { checkCount, parseTyped, presetsFor, requestedCount, type CountCheck, type CountChoice, type Preset } from './questionCount';
import type { RandomTestDraft, RandomTestRow } from './randomTestBuilder';
import { gradesOfSubjects } from './subjectGrades';

export const RANDOM_TEST_LEVELS = ['grade', 'subject', 'topic', 'subtopic'] as const;
export type RandomTestLevel = (typeof RANDOM_TEST_LEVELS)[number];

/** An entry of a select with its questions_available. */
export type LevelEntry = { id: number; name: string; questions_available: number };
/** A subject as the gateway lists it; grades exist only as the subjects' grade fields. */
export type BankSubject = LevelEntry & { grade: string; grade_id: number };
/** A list loaded for one parent (a subject's topics, a topic's subtopics). */
export type ChildList = { parent: number; entries: readonly LevelEntry[] };
/** What the web has loaded; a child list for a parent no longer chosen is ignored. */
export type BankLists = { subjects: readonly BankSubject[]; topics: ChildList | null; subtopics: ChildList | null };

/** `countChosen`: the learner has picked a count (a preset or Others) since choosing the subject. */
export type RandomTestForm = { cascade: Cascade<RandomTestLevel>; count: CountChoice; countChosen: boolean };

export const emptyRandomTestForm: RandomTestForm = {
  cascade: emptyCascade(RANDOM_TEST_LEVELS),
  count: { kind: 'preset', value: RANDOM_TEST_DEFAULT_COUNT },
  countChosen: false,
};

/** Each select's entries for the current choices: only questions_available above 0. */
export function levelOptions(form: RandomTestForm, lists: BankLists): Record<RandomTestLevel, LevelEntry[]> {
  const { grade, subject, topic } = form.cascade.chosen;
  return {
    grade: offered(gradesOfSubjects(lists.subjects)),
    subject: grade === null ? [] : offered(lists.subjects.filter((entry) => entry.grade_id === grade)),
    topic: childEntries(lists.topics, subject),
    subtopic: childEntries(lists.subtopics, topic),
  };
}

/** Dependent selects are disabled until their parent is chosen. */
export function isLevelEnabled(form: RandomTestForm, level: RandomTestLevel): boolean {
  return isEnabled(form.cascade, level);
}

/** Chooses (or with null unchooses) a level and clears every level below it. */
export function chooseLevel(form: RandomTestForm, level: RandomTestLevel, id: number | null): RandomTestForm {
  // A new subject asks for its count again (docs/practice.md#random-test-hint).
  const countChosen = level === 'grade' || level === 'subject' ? false : form.countChosen;
  return { ...form, cascade: select(form.cascade, level, id), countChosen };
}

/** questions_available of the deepest chosen level; 0 while nothing is chosen. */
export function formAvailable(form: RandomTestForm, lists: BankLists): number {
  return availableOf(form.cascade, levelOptions(form, lists));
}

/** The presets 5, 10, 15, 20, each disabled above the available count. */
export function formPresets(form: RandomTestForm, lists: BankLists): Preset[] {
  return presetsFor(RANDOM_TEST_PRESETS, formAvailable(form, lists));
}

export function choosePreset(form: RandomTestForm, value: number, lists: BankLists): RandomTestForm {
  const enabled = formPresets(form, lists).some((preset) => preset.value === value && !preset.disabled);
  return enabled ? { ...form, count: { kind: 'preset', value }, countChosen: true } : form;
}

export function chooseOthers(form: RandomTestForm): RandomTestForm {
  return form.count.kind === 'others' ? { ...form, countChosen: true } : { ...form, count: { kind: 'others', typed: null }, countChosen: true };
}

/** What the 'Others' field holds after typing; ignored while a preset is chosen. */
export function typeCount(form: RandomTestForm, text: string): RandomTestForm {
  return form.count.kind === 'others' ? { ...form, count: { kind: 'others', typed: parseTyped(text) } } : form;
}

/**
 * Whether the count may be added; above the available count: 'Your available questions are only
 * {n}.' Without a subject there is nothing to count against, so no message yet.
 */
export function formCountCheck(form: RandomTestForm, lists: BankLists): CountCheck {
  if (form.cascade.chosen.subject === null) return { valid: false, error: null };
  return checkCount(requestedCount(form.count), formAvailable(form, lists));
}

/**
 * The hint 'Next step: …' shows once a subject is chosen and the count is what remains; it goes
 * once the learner picks a count (docs/practice.md#random-test-hint).
 */
export function showsNextStepHint(form: RandomTestForm): boolean {
  return form.cascade.chosen.subject !== null && !form.countChosen;
}

/** The draft the machine's ADD takes (the exam type is the machine's own). */
export function rowDraftOf(form: RandomTestForm, lists: BankLists): Omit<RandomTestDraft, 'examType'> {
  const options = levelOptions(form, lists);
  const { grade, subject, topic, subtopic } = form.cascade.chosen;
  return {
    grade,
    subject: choiceOf(options.subject, subject),
    topic: choiceOf(options.topic, topic),
    subTopic: choiceOf(options.subtopic, subtopic),
    count: requestedCount(form.count),
    available: formAvailable(form, lists),
  };
}

/**
 * questions_available of a row's deepest level (the bound of an edit), null while the list it
 * needs (the subject's topics or the topic's subtopics) is not loaded.
 */
export function rowAvailable(row: RandomTestRow, lists: BankLists): number | null {
  const entries =
    row.subTopic !== null
      ? listFor(lists.subtopics, row.topic)
      : row.topic !== null
        ? listFor(lists.topics, row.subject)
        : lists.subjects;
  const id = row.subTopic ?? row.topic ?? row.subject;
  return entries?.find((entry) => entry.id === id)?.questions_available ?? null;
}

function childEntries(list: ChildList | null, parent: number | null): LevelEntry[] {
  return offered(listFor(list, parent) ?? []);
}

function listFor(list: ChildList | null, parent: number | null): readonly LevelEntry[] | null {
  return list !== null && parent !== null && list.parent === parent ? list.entries : null;
}

function choiceOf(entries: readonly LevelEntry[], id: number | null): { id: number; name: string } | null {
  const entry = entries.find((candidate) => candidate.id === id);
  return entry === undefined ? null : { id: entry.id, name: entry.name };
}
