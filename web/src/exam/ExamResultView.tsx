// The result view (docs/exam.md#result): score, question distribution, percentages, and the buttons to
// the exam's history and home. Every number comes from the server's result via engine rules.
import {
  accuracyPercent,
  distributionOf,
  examHeaderOf,
  formatDuration,
  lateAnswersMessage,
  notCountedMessage,
  maximumScoreOf,
  questionCountOf,
  scoreOf,
  totalsOf,
  type ExamData,
  type ExamResult,
} from '@proshno/engine';
import { Link } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './exam.css';

export function ExamResultView(props: {
  examId: number;
  exam: ExamData | null;
  result: ExamResult | null;
  remaining: number;
  /** Questions whose answer reached the server after the time was up (docs/exam.md#late-answers). */
  lateQuestions?: readonly number[];
  /** Questions whose answer chosen here came after the exam was submitted elsewhere (docs/exam.md#ended-elsewhere). */
  notCounted?: readonly number[];
}) {
  const { examId, exam, result, remaining } = props;
  const late = lateAnswersMessage(props.lateQuestions ?? []);
  const notCounted = notCountedMessage(props.notCounted ?? []);
  if (result === null) return <p className={controls.notice}>Result not available.</p>;
  const totals = totalsOf(result.subject_result);
  const distribution = distributionOf(totals);
  const accuracy = accuracyPercent(totals);
  const header = exam === null ? null : examHeaderOf(exam);
  const percent = (value: number) => `${value.toFixed(2)}%`;
  return (
    <section className={css.result} aria-labelledby="result-title">
      <h1 id="result-title">Result{header === null ? '' : `: ${header.type}`}</h1>
      <p className={css.score}>
        <span>Score</span>
        <strong data-testid="score">{scoreOf(totals, result)}</strong>
        <span>out of {maximumScoreOf(totals, result)}</span>
      </p>
      {late === null ? null : (
        <p className={controls.alert} role="alert" data-testid="late-answers">
          {late}
        </p>
      )}
      {notCounted === null ? null : (
        <p className={controls.alert} role="alert" data-testid="not-counted">
          {notCounted}
        </p>
      )}
      <dl className={css.facts}>
        <div>
          <dt>Total Questions</dt>
          <dd>{questionCountOf(totals)}</dd>
        </div>
        <div>
          <dt>Correct</dt>
          <dd>{totals.right}</dd>
        </div>
        <div>
          <dt>Wrong</dt>
          <dd>{totals.wrong}</dd>
        </div>
        <div>
          <dt>Unanswered</dt>
          <dd>{totals.not_answered}</dd>
        </div>
        <div>
          <dt>Accuracy</dt>
          <dd>{accuracy === null ? 'N/A' : percent(accuracy)}</dd>
        </div>
        <div>
          <dt>Time Remaining</dt>
          <dd>{formatDuration(remaining)}</dd>
        </div>
      </dl>
      <div className={css.bars} role="img" aria-label={`Correct ${percent(distribution.correct)}, wrong ${percent(distribution.wrong)}, unanswered ${percent(distribution.unanswered)}`}>
        <span className={css.bar({ kind: 'correct' })} style={{ width: `${distribution.correct}%` }} />
        <span className={css.bar({ kind: 'wrong' })} style={{ width: `${distribution.wrong}%` }} />
        <span className={css.bar({ kind: 'unanswered' })} style={{ width: `${distribution.unanswered}%` }} />
      </div>
      <ul className={css.legend}>
        <li>Correct {percent(distribution.correct)}</li>
        <li>Wrong {percent(distribution.wrong)}</li>
        <li>Unanswered {percent(distribution.unanswered)}</li>
      </ul>
      {result.subject_result.length > 1 ? (
        <table className={css.table}>
          <caption>By subject</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Right</th>
              <th scope="col">Wrong</th>
              <th scope="col">Not answered</th>
            </tr>
          </thead>
          <tbody>
            {result.subject_result.map((row, i) => (
              <tr key={i}>
                <th scope="row">{row.subject ?? `Subject ${i + 1}`}</th>
                <td>{row.right}</td>
                <td>{row.wrong}</td>
                <td>{row.not_answered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className={css.resultActions}>
        <Link className={controls.button({ kind: 'primary' })} href={`/history/${examId}`}>
          View Exam History
        </Link>
        <Link className={controls.button({ kind: 'secondary' })} href="/home">
          Go Home
        </Link>
      </div>
    </section>
  );
}
