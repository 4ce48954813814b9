// The note on a question shown in the other version than the one asked for, because it has no twin
// in it (docs/i18n.md#questions): the exam, flashcards, revision, history and the contest review
// all show it the same way.
import { examMessages, type QuestionLanguage } from '@proshno/engine';
import * as css from './content.css';

export function OtherVersionNote({ question }: { question: QuestionLanguage }) {
  const { language, fallback } = question;
  if (fallback !== true || (language !== 'en' && language !== 'bn')) return null;
  return <p className={css.otherVersion}>{examMessages.otherVersion(language)}</p>;
}
