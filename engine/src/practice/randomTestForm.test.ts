import { describe, expect, it } from 'vitest';
import {
  chooseLevel,
  chooseOthers,
  choosePreset,
  emptyRandomTestForm,
  formAvailable,
  formCountCheck,
  formPresets,
  isLevelEnabled,
  levelOptions,
  rowAvailable,
  rowDraftOf,
  showsNextStepHint,
  typeCount,
  type BankLists,
} from './randomTestForm';

const lists: BankLists = {
  subjects: [
    { id: 1, name: 'Physics', grade: 'HSC', grade_id: 7, questions_available: 12 },
    { id: 2, name: 'Chemistry', grade: 'HSC', grade_id: 7, questions_available: 30 },
    { id: 3, name: 'Botany', grade: 'HSC', grade_id: 7, questions_available: 0 },
    { id: 4, name: 'English', grade: 'SSC', grade_id: 8, questions_available: 0 },
  ],
  topics: { parent: 1, entries: [{ id: 10, name: 'Mechanics', questions_available: 7 }, { id: 11, name: 'Optics', questions_available: 0 }] },
  subtopics: { parent: 10, entries: [{ id: 100, name: 'Motion', questions_available: 3 }] },
};

const physics = chooseLevel(chooseLevel(emptyRandomTestForm, 'grade', 7), 'subject', 1);

describe('the random-test form', () => {
  it('lists grades from the subjects, only those with questions', () => {
    expect(levelOptions(emptyRandomTestForm, lists).grade).toEqual([{ id: 7, name: 'HSC', questions_available: 42 }]);
  });

  it('lists only entries with questions available under the chosen parent', () => {
    const options = levelOptions(physics, lists);
    expect(options.subject.map((entry) => entry.name)).toEqual(['Physics', 'Chemistry']);
    expect(options.topic.map((entry) => entry.name)).toEqual(['Mechanics']);
    expect(options.subtopic).toEqual([]);
  });

  it('ignores a topic list loaded for a subject no longer chosen', () => {
    const chemistry = chooseLevel(physics, 'subject', 2);
    expect(levelOptions(chemistry, lists).topic).toEqual([]);
  });

  it('keeps dependent selects disabled until the parent is chosen, and clears them when it changes', () => {
    expect(isLevelEnabled(emptyRandomTestForm, 'subject')).toBe(false);
    const withTopic = chooseLevel(physics, 'topic', 10);
    expect(isLevelEnabled(withTopic, 'subtopic')).toBe(true);
    expect(chooseLevel(withTopic, 'subject', 2).cascade.chosen.topic).toBeNull();
  });

  it('defaults to 10 and disables presets above the deepest chosen level', () => {
    expect(emptyRandomTestForm.count).toEqual({ kind: 'preset', value: 10 });
    expect(formAvailable(physics, lists)).toBe(12);
    expect(formPresets(physics, lists).map((preset) => preset.disabled)).toEqual([false, false, true, true]);
    expect(choosePreset(physics, 15, lists)).toBe(physics);
  });

  it("says 'Your available questions are only {n}.' for a typed count above the available", () => {
    const typed = typeCount(chooseOthers(physics), '13');
    expect(formCountCheck(typed, lists)).toEqual({ valid: false, error: 'Your available questions are only 12.' });
    expect(formCountCheck(typeCount(typed, '12'), lists)).toEqual({ valid: true, count: 12 });
    expect(formCountCheck(chooseLevel(typed, 'grade', 7), lists)).toEqual({ valid: false, error: null });
  });

  it('shows the next-step hint once a subject is chosen', () => {
    expect(showsNextStepHint(emptyRandomTestForm)).toBe(false);
    expect(showsNextStepHint(physics)).toBe(true);
  });

  it('drops the hint once a count is picked, and asks again for a new subject (docs/practice.md#random-test-hint)', () => {
    expect(showsNextStepHint(choosePreset(physics, 5, lists))).toBe(false);
    expect(showsNextStepHint(chooseOthers(physics))).toBe(false);
    expect(showsNextStepHint(chooseLevel(choosePreset(physics, 5, lists), 'topic', 10))).toBe(false);
    expect(showsNextStepHint(chooseLevel(choosePreset(physics, 5, lists), 'subject', 2))).toBe(true);
  });

  it('makes the draft the table adds, named from the lists', () => {
    const motion = chooseLevel(chooseLevel(physics, 'topic', 10), 'subtopic', 100);
    expect(rowDraftOf(choosePreset(motion, 5, lists), lists)).toEqual({
      grade: 7,
      subject: { id: 1, name: 'Physics' },
      topic: { id: 10, name: 'Mechanics' },
      subTopic: { id: 100, name: 'Motion' },
      // 5 is disabled above 3 available, so the default 10 stays and Add stays disabled.
      count: 10,
      available: 3,
    });
  });

  it("bounds a row's edit by its deepest level, once that list is loaded", () => {
    const row = { id: 1, subject: 1, subjectName: 'Physics', topic: 10, topicName: 'Mechanics', subTopic: null, subTopicName: '', noOfQuestion: 5 };
    expect(rowAvailable(row, lists)).toBe(7);
    expect(rowAvailable({ ...row, topic: null }, lists)).toBe(12);
    expect(rowAvailable({ ...row, subject: 2 }, lists)).toBeNull();
  });
});
