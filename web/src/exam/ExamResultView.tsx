// The result view (docs/exam.md#result): score, question distribution, percentages, and the buttons to
// the exam's history and home. Every figure and word is the engine's examResultViewOf, from the server's result.
import { examMessages as m, examResultViewOf, lateAnswersMessage, notCountedMessage, type ExamData, type ExamResult } from '@proshno/engine';
import { useLayoutEffect, useRef } from 'react';
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
  const heading = useRef<HTMLHeadingElement>(null);
  // docs/exam.md#result-in-view: the result replaces a long question page the learner had scrolled
  // down (to Submit, or while an offline submit waited), so it starts at the top, its heading focused.
  const shown = result !== null;
  useLayoutEffect(() => {
    if (!shown) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [shown]);
  const late = lateAnswersMessage(props.lateQuestions ?? []);
  const notCounted = notCountedMessage(props.notCounted ?? []);
  if (result === null) return <p className={controls.notice}>{m.resultNotAvailable}</p>;
  const view = examResultViewOf(exam, result, remaining);
  return (
    <section className={css.result} aria-labelledby="result-title">
      <h1 id="result-title" ref={heading} tabIndex={-1} className={css.resultHeading}>
        {view.heading}
      </h1>
      <p className={css.score}>
        <span>{m.resultScore}</span>
        <strong data-testid="score">{view.score}</strong>
        <span>{view.outOf}</span>
      </p>
      {view.pass === null ? null : (
        <p className={css.verdict} data-pass={view.pass.kind} data-testid="verdict">
          <span>{m.resultVerdict}</span>
          <strong className={css.verdictCell} data-pass={view.pass.kind}>
            {view.pass.verdict}
          </strong>
          {view.pass.detail === null ? null : <span>{view.pass.detail}</span>}
        </p>
      )}
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
        {view.facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className={css.bars} role="img" aria-label={view.barsLabel}>
        {view.bars.map((bar) => (
          <span key={bar.kind} className={css.bar({ kind: bar.kind })} style={{ width: `${bar.percent}%` }} />
        ))}
      </div>
      <ul className={css.legend}>
        {view.bars.map((bar) => (
          <li key={bar.kind}>{bar.text}</li>
        ))}
      </ul>
      {view.subjects === null ? null : (
        <table className={css.table}>
          <caption>{m.resultBySubject}</caption>
          <thead>
            <tr>
              <th scope="col">{m.resultSubject}</th>
              <th scope="col">{m.resultRight}</th>
              <th scope="col">{m.resultWrong}</th>
              <th scope="col">{m.resultNotAnswered}</th>
            </tr>
          </thead>
          <tbody>
            {view.subjects.map((row, i) => (
              <tr key={i}>
                <th scope="row">{row.subject}</th>
                <td>{row.right}</td>
                <td>{row.wrong}</td>
                <td>{row.notAnswered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view.pass === null || view.pass.subjects.length === 0 ? null : (
        <table className={css.table} data-testid="subject-verdicts">
          <caption>{m.resultPassBySubject}</caption>
          <thead>
            <tr>
              <th scope="col">{m.resultSubject}</th>
              <th scope="col">{m.resultMarks}</th>
              <th scope="col">{m.resultPassMark}</th>
              <th scope="col">{m.resultVerdict}</th>
            </tr>
          </thead>
          <tbody>
            {view.pass.subjects.map((row, i) => (
              <tr key={i}>
                <th scope="row">{row.subject}</th>
                <td>{row.marks}</td>
                <td>{row.passMark}</td>
                <td className={css.verdictCell} data-pass={row.kind ?? undefined}>
                  {row.verdict}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={css.resultActions}>
        <Link className={controls.button({ kind: 'primary' })} href={`/history/${examId}`}>
          {m.viewExamHistory}
        </Link>
        <Link className={controls.button({ kind: 'secondary' })} href="/home">
          {m.goHome}
        </Link>
      </div>
    </section>
  );
}
