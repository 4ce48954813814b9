import { describe, expect, it } from 'vitest';
import { bengaliQuestion } from '../testing/bank';
import { bankDraftOf, bankDraftProblems, bankInputOf, bankPreviewOf, editBankDraft, emptyBankDraft } from './bankDraft';
import { bankEditorMessages as m } from './editorMessages';

describe('the bank draft', () => {
  it('a new draft is Bengali with every problem said: place, answer, empty parts', () => {
    const problems = bankDraftProblems(emptyBankDraft());
    expect(problems).toContain(m.problemPlace);
    expect(problems).toContain(m.problemAnswer);
    expect(problems).toContain('The Bengali Question has an empty part.');
    expect(problems).toContain('The Bengali Option A has an empty part.');
    expect(problems.some((p) => p.includes('Explanation'))).toBe(false);
  });

  it('a stored question with its twin reads back as the same input', () => {
    const draft = bankDraftOf(bengaliQuestion);
    expect(draft.both).toBe(true);
    expect(bankDraftProblems(draft)).toEqual([]);
    const { subject, topic, subtopic, language, question, options, explanation, twin } = bengaliQuestion;
    expect(bankInputOf(draft)).toEqual({ subject, topic, subtopic, language, question, options, explanation, twin });
  });

  it('edits parts, answer, languages and place; choosing a subject clears topic and subtopic', () => {
    let draft = bankDraftOf(bengaliQuestion);
    draft = editBankDraft(draft, { edit: 'answer', option: 2 });
    draft = editBankDraft(draft, { edit: 'addPart', language: 'bn', field: 'option', option: 1, type: 'latex' });
    draft = editBankDraft(draft, { edit: 'part', language: 'bn', field: 'option', option: 1, index: 1, part: { type: 'latex', data: 'x^2' } });
    expect(draft.sides.bn.options[1]).toEqual([{ type: 'text', data: '১০ মি/সে' }, { type: 'latex', data: 'x^2' }]);
    expect(bankInputOf(draft)?.options.map((o) => o.is_answer)).toEqual([false, false, true, false]);
    draft = editBankDraft(draft, { edit: 'languages', languages: 'en' });
    expect(bankInputOf(draft)).toMatchObject({ language: 'en', twin: null, question: bengaliQuestion.twin?.question });
    draft = editBankDraft(draft, { edit: 'place', level: 'subject', id: 2 });
    expect([draft.subject, draft.topic, draft.subtopic]).toEqual([2, null, null]);
    expect(bankInputOf(draft)).toBeNull();
  });

  it('refuses two equal options, an image outside /media and removes no last part', () => {
    let draft = bankDraftOf(bengaliQuestion);
    draft = editBankDraft(draft, { edit: 'part', language: 'en', field: 'option', option: 3, index: 0, part: { type: 'text', data: ' 5  M/S' } });
    draft = editBankDraft(draft, { edit: 'part', language: 'bn', field: 'question', index: 1, part: { type: 'image', data: '/etc/passwd' } });
    expect(bankDraftProblems(draft)).toEqual(['The Bengali Question has an image that is not a path under /media/.', 'Two English options are the same.']);
    const one = editBankDraft(draft, { edit: 'removePart', language: 'bn', field: 'explanation', index: 0 });
    expect(one.sides.bn.explanation).toHaveLength(1);
  });

  it('previews the chosen language shaped like the exam, empty parts left out', () => {
    const draft = editBankDraft(bankDraftOf(bengaliQuestion), { edit: 'addPart', language: 'en', field: 'question', type: 'text' });
    const preview = bankPreviewOf(draft, 'en');
    expect(preview.language).toBe('en');
    expect(preview.question_data.map((p) => p.type)).toEqual(['text', 'latex']);
    expect(preview.options.map((o) => o.is_answer)).toEqual([true, false, false, false]);
    // A language not in use previews the question's own.
    expect(bankPreviewOf(editBankDraft(draft, { edit: 'languages', languages: 'bn' }), 'en').language).toBe('bn');
  });
});
