// The editor's live preview (docs/content.md#editor): the question as the exam shows it on a phone,
// through the exam's own renderer (ContentParts) in the exam's question card and option styles,
// with the right option and the explanation as the review shows them after the exam.
import { optionLetter, type BankEditorView } from '@proshno/engine';
import { ContentParts } from '../../content/ContentParts';
import * as exam from '../../exam/exam.css';
import * as css from './bankEditor.css';

type Preview = Extract<BankEditorView, { screen: 'editor' }>['preview'];

export function QuestionPreview({ preview }: { preview: Preview }) {
  const { question } = preview;
  return (
    <div className={css.phone} data-testid="question-preview" lang={question.language}>
      <article className={exam.card} aria-label={preview.heading}>
        <div className={exam.cardHead}>
          <h3 className={exam.questionNumber}>{preview.number}</h3>
        </div>
        {preview.empty === null ? <ContentParts parts={question.question_data} lang={question.language} /> : <p className={css.muted}>{preview.empty}</p>}
        <div className={exam.options}>
          {question.options.map((option, i) => (
            <div key={option.id} className={`${exam.option} ${css.previewOption}`} data-right={option.is_answer || undefined}>
              <span className={exam.letter} aria-hidden="true">
                {optionLetter(i)}
              </span>
              <ContentParts parts={option.data} inline lang={question.language} />
              {option.is_answer ? <span className={exam.visuallyHidden}>{preview.rightLabel}</span> : null}
            </div>
          ))}
        </div>
        {question.explanation_data.length === 0 ? null : (
          <div>
            <strong>{preview.explanationLabel}</strong>
            <ContentParts parts={question.explanation_data} lang={question.language} />
          </div>
        )}
      </article>
    </div>
  );
}
