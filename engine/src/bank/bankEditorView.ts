// docs/content.md#editor: what the question editor shows in any state of bankEditorMachine, every
// line in the page's words and every date through Intl; the web, the gallery and the tests read the
// editor through this alone.
import { fillIn } from '../commerce/messages';
import { optionLetter } from '../exam/optionLabels';
import { formatNumber } from '../i18n/format';
import { formatDhakaDateTime } from '../shell/time';
import {
  BANK_OPTION_COUNT,
  bankLanguagesInUse,
  bankLanguagesOf,
  bankPreviewOf,
  type BankField,
  type BankLanguage,
  type BankLanguages,
  type BankPartType,
  type BankPreview,
  type BankSide,
} from './bankDraft';
import type { BankEditorSnapshot, BankPlace, BankUploadTarget } from './bankEditorMachine';
import { bankEditorMessages as m } from './editorMessages';

export type BankPicker = { level: 'subject' | 'topic' | 'subtopic'; label: string; value: number | null; placeholder: string; choices: Array<{ id: number; name: string }> };

export type BankPartView = {
  index: number;
  type: BankPartType;
  data: string;
  label: string;
  hint: string | null;
  removable: boolean;
  /** 'Upload image' on an image part; 'Uploading…' while its image goes up; null on other parts. */
  upload: string | null;
};

export type BankFieldView = { key: string; at: BankField; label: string; parts: BankPartView[]; add: Array<{ type: BankPartType; label: string }> };

export type BankSideView = { language: BankLanguage; title: string; fields: BankFieldView[] };

export type BankEditorView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string; retry: string }
  | {
      screen: 'editor';
      heading: string;
      back: string;
      /** 'Status: Draft · Version 1', null for a question not saved yet. */
      statusLine: string | null;
      busy: boolean;
      save: string;
      publish: string | null;
      retire: string | null;
      notice: string | null;
      refusal: string | null;
      conflict: { message: string; action: string } | null;
      unsaved: string | null;
      problems: { heading: string; items: string[] } | null;
      placeHeading: string;
      pickers: BankPicker[];
      languages: { label: string; value: BankLanguages; choices: Array<{ id: BankLanguages; name: string }> };
      partTypeLabel: string;
      partTypes: Array<{ id: BankPartType; name: string }>;
      removePart: string;
      sides: BankSideView[];
      answer: { label: string; value: number | null; choices: Array<{ option: number; label: string }> };
      preview: {
        heading: string;
        languageLabel: string;
        language: BankLanguage;
        languages: Array<{ id: BankLanguage; name: string }>;
        number: string;
        question: BankPreview;
        explanationLabel: string;
        /** Said to a screen reader on the right option, which the page marks in colour. */
        rightLabel: string;
        empty: string | null;
      };
      versions: { heading: string; rows: Array<{ id: number; text: string; current: boolean }> } | null;
    };

const partTypes: BankPartType[] = ['text', 'latex', 'image'];

function choicesOf(places: readonly BankPlace[], parent: number | null | 'all'): Array<{ id: number; name: string }> {
  return places.filter((p) => parent === 'all' || p.parent === parent).map(({ id, name }) => ({ id, name }));
}

function fieldsOf(side: BankSide, language: BankLanguage, uploading: BankUploadTarget | null): BankFieldView[] {
  const fields: Array<{ at: BankField; label: string; parts: BankSide['question'] }> = [
    { at: { field: 'question' }, label: m.questionField, parts: side.question },
    ...Array.from({ length: BANK_OPTION_COUNT }, (_, option) => ({
      at: { field: 'option', option } as BankField,
      label: fillIn(m.optionField, { letter: optionLetter(option) }),
      parts: side.options[option] ?? [],
    })),
    { at: { field: 'explanation' }, label: m.explanationField, parts: side.explanation },
  ];
  return fields.map(({ at, label, parts }) => ({
    key: `${language}-${at.field}${at.field === 'option' ? at.option : ''}`,
    at,
    label,
    parts: parts.map((part, index) => ({
      index,
      type: part.type,
      data: part.data,
      label: fillIn(m.partLabel, { field: label, number: formatNumber(index + 1) }),
      hint: part.type === 'image' ? m.imageHint : null,
      removable: parts.length > 1,
      upload:
        part.type !== 'image'
          ? null
          : uploading !== null && uploading.language === language && JSON.stringify(uploading.at) === JSON.stringify(at) && uploading.index === index
            ? m.uploading
            : m.uploadImage,
    })),
    add: partTypes.map((type) => ({ type, label: fillIn(m.addPart, { type: m.partTypes[type] }) })),
  }));
}

export function bankEditorView(snapshot: BankEditorSnapshot): BankEditorView {
  const c = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: c.loadError ?? m.questionLoadFailed, retry: m.retry };
  if (snapshot.matches('loading') || c.places === null) return { screen: 'loading', label: m.loadingQuestion };
  const { draft, detail, places } = c;
  const saving = snapshot.matches({ editing: 'saving' }) || snapshot.matches({ editing: 'changingStatus' }) || snapshot.matches({ editing: 'uploading' });
  const conflict = snapshot.matches('conflict');
  const busy = saving || conflict;
  const status = detail?.question.status ?? null;
  const preview = bankPreviewOf(draft, c.previewLanguage);
  const notice =
    c.notice === null
      ? null
      : c.notice === 'savedNewVersion'
        ? fillIn(m.savedNewVersion, { version: formatNumber(detail?.question.version ?? 1), previous: formatNumber(c.previousVersion ?? 1) })
        : m[c.notice];
  return {
    screen: 'editor',
    heading: c.id === null ? m.newHeading : fillIn(m.editHeading, { id: formatNumber(c.id, { useGrouping: false }) }),
    back: m.backToList,
    statusLine:
      detail === null || status === null ? null : `${fillIn(m.statusOf, { status: m.statuses[status] })} · ${fillIn(m.versionOf, { version: formatNumber(detail.question.version) })}`,
    busy,
    save: saving ? m.saving : m.save,
    publish: status === 'published' ? null : m.publish,
    retire: status === 'published' ? m.retire : null,
    notice,
    refusal: c.refusal,
    conflict: conflict ? { message: m.conflict, action: m.openNewest } : null,
    unsaved: c.dirty ? m.unsaved : null,
    problems: c.problems.length === 0 ? null : { heading: m.problemsHeading, items: c.problems },
    placeHeading: m.placeHeading,
    pickers: [
      { level: 'subject', label: m.subjectLabel, value: draft.subject, placeholder: m.choose, choices: choicesOf(places.subjects, 'all') },
      { level: 'topic', label: m.topicLabel, value: draft.topic, placeholder: m.choose, choices: draft.subject === null ? [] : choicesOf(places.topics, draft.subject) },
      { level: 'subtopic', label: m.subtopicLabel, value: draft.subtopic, placeholder: m.choose, choices: draft.topic === null ? [] : choicesOf(places.subtopics, draft.topic) },
    ],
    languages: {
      label: m.languagesLabel,
      value: bankLanguagesOf(draft),
      choices: (['bn', 'en', 'both'] as const).map((id) => ({ id, name: m.languageChoices[id] })),
    },
    partTypeLabel: m.partTypeLabel,
    partTypes: partTypes.map((id) => ({ id, name: m.partTypes[id] })),
    removePart: m.removePart,
    sides: bankLanguagesInUse(draft).map((language) => ({ language, title: m.languageNames[language], fields: fieldsOf(draft.sides[language], language, c.uploading) })),
    answer: {
      label: m.rightAnswer,
      value: draft.answer,
      choices: Array.from({ length: BANK_OPTION_COUNT }, (_, option) => ({ option, label: fillIn(m.rightOption, { letter: optionLetter(option) }) })),
    },
    preview: {
      heading: m.previewHeading,
      languageLabel: m.previewLanguage,
      language: preview.language,
      languages: bankLanguagesInUse(draft).map((id) => ({ id, name: m.languageNames[id] })),
      number: m.previewNumber,
      question: preview,
      explanationLabel: m.previewExplanation,
      rightLabel: m.rightAnswer,
      empty: preview.question_data.length === 0 ? m.previewEmpty : null,
    },
    versions:
      detail === null
        ? null
        : {
            heading: m.versionsHeading,
            rows: detail.versions.map((v) => ({
              id: v.id,
              text: `${fillIn(m.versionLine, {
                version: formatNumber(v.version),
                status: m.statuses[v.status],
                letter: optionLetter(v.answer),
                date: formatDhakaDateTime(v.created_at),
              })}${v.superseded_at === null ? ` · ${m.currentVersion}` : ` · ${fillIn(m.supersededOn, { date: formatDhakaDateTime(v.superseded_at) })}`}`,
              current: v.superseded_at === null,
            })),
          },
  };
}
