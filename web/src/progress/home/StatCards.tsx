// The four stat cards (docs/progress.md#stat-cards): Attempted Exams, Questions Attempted, Correct Answers and
// Correct Percentage over the last 3 days (the values are the engine's statCards).
import { progressMessages, statCards, STATS_PERIOD_LABEL } from '@proshno/engine';
import { useQuery } from 'urql';
import { ExamTilesDocument } from '../../generated/graphql';
import * as css from '../progress.css';
import { LoadFailedNote } from './LoadFailedNote';

export function StatCards() {
  const [result, reexecute] = useQuery({ query: ExamTilesDocument, requestPolicy: 'cache-and-network' });
  const tiles = result.data?.examTiles;
  if (tiles === undefined && result.error !== undefined) {
    return <LoadFailedNote onReload={() => reexecute({ requestPolicy: 'network-only' })} />;
  }
  return (
    <section className={css.statsSection} aria-labelledby="stats-period" aria-busy={tiles === undefined}>
      <h2 id="stats-period" className={css.statsPeriod} data-testid="stats-period">
        {STATS_PERIOD_LABEL}
      </h2>
      <div className={css.stats}>
        {(tiles === undefined ? placeholders : statCards(tiles)).map((card) => (
          <div key={card.label} className={css.stat} data-testid="stat-card">
            <span className={css.statValue}>{card.value}</span>
            <span className={css.statLabel}>{card.label}</span>
          </div>
        ))}
      </div>
    </section>
  );
}

const placeholders = [
  progressMessages.statAttemptedExams,
  progressMessages.statQuestionsAttempted,
  progressMessages.statCorrectAnswers,
  progressMessages.statCorrectPercentage,
].map((label) => ({ label, value: '…' }));
