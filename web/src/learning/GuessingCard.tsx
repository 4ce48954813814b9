// "Answer or skip?" under an exam's review (docs/learning.md#guessing): with negative marks, whether
// answering beats skipping in each topic of the exam from the learner's own share right, and what
// skipping cost or saved them. The words are the engine's guessingViewOf; the shares are the
// learner's mastery rows.
import { guessingViewOf, learningMessages as m, progressMessages, type ExamHistory } from '@proshno/engine';
import { useQuery } from 'urql';
import { MasteryDocument } from '../generated/graphql';
import * as css from '../progress/progress.css';
import { LoadFailedNote } from '../progress/home/LoadFailedNote';

/** The card, or nothing for an exam without negative marks (or whose topics were not loaded). */
export function GuessingCard({ history }: { history: ExamHistory }) {
  if (guessingViewOf(history.exam, history.questions, []) === null) return null;
  return <Guessing history={history} />;
}

function Guessing({ history }: { history: ExamHistory }) {
  const [result, reexecute] = useQuery({ query: MasteryDocument, requestPolicy: 'cache-and-network' });
  const shares = result.data?.mastery;
  if (shares === undefined && result.error !== undefined) {
    return <LoadFailedNote onReload={() => reexecute({ requestPolicy: 'network-only' })} />;
  }
  const view = guessingViewOf(history.exam, history.questions, shares ?? []);
  return (
    <section className={css.card} aria-labelledby="guessing-title" aria-busy={shares === undefined} data-testid="guessing">
      <h2 id="guessing-title" className={css.title}>
        {m.guessingTitle}
      </h2>
      {view === null || shares === undefined ? (
        <p className={css.dueLine}>{progressMessages.loading}</p>
      ) : (
        <>
          <p className={css.dueLine}>{view.rule}</p>
          {view.rows.length === 0 ? (
            <p className={css.dueLine}>{m.guessingNothing}</p>
          ) : (
            <ul className={css.weakList}>
              {view.rows.map((row) => (
                <li key={row.topic} className={css.guessTopic} data-testid="guessing-topic">
                  <strong className={css.weakName}>{row.name}</strong>
                  {row.lines.map((line) => (
                    <span key={line} className={css.guessLine}>
                      {line}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          )}
          {view.total === null ? null : <p className={css.guessTotal}>{view.total}</p>}
        </>
      )}
    </section>
  );
}
