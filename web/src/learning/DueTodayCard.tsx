// The count of review cards due today, with the way into the session (docs/learning.md#due-today):
// on the dashboard and above Revision's picker. Its lines are there from the first paint, the
// count filling in, so nothing below it moves (docs/progress.md#no-shift).
import { learningMessages as m } from '@proshno/engine';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import * as controls from '../controls/controls.css';
import { DueTodayDocument } from '../generated/graphql';
import * as css from '../progress/progress.css';

export function DueTodayCard() {
  const [result] = useQuery({ query: DueTodayDocument, requestPolicy: 'cache-and-network' });
  const count = result.data?.reviewsDueToday;
  const line = count === undefined ? (result.error === undefined ? m.loading : m.loadFailed) : count > 0 ? m.dueCount(count) : m.nothingDueShort;
  return (
    <section className={css.card} aria-labelledby="due-today" aria-busy={count === undefined && result.error === undefined}>
      <h2 id="due-today" className={css.title}>
        {m.dueToday}
      </h2>
      {/* One line whatever it says, and the button always under it: nothing moves when the count comes. */}
      <p className={css.dueLine} data-testid="due-today">
        {line}
      </p>
      <div className={css.row}>
        <Link className={controls.button({ kind: count !== undefined && count > 0 ? 'primary' : 'secondary' })} href="/review">
          {m.startReview}
        </Link>
      </div>
    </section>
  );
}
