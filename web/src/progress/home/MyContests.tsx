// "My Contests" on /home (docs/contest.md#on-dashboard, issue 28 item 8): the live and upcoming
// contests the learner registered for, as the engine's dashboardContests lists them on the server's
// clock, and a link to /contest. Nothing is drawn when there are none.
import { contestMessages, dashboardContests } from '@proshno/engine';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import * as controls from '../../controls/controls.css';
import { DashboardContestsDocument } from '../../generated/graphql';
import * as css from '../progress.css';

const m = contestMessages;

export function MyContests() {
  const [{ data }] = useQuery({ query: DashboardContestsDocument, requestPolicy: 'cache-and-network' });
  // A refused query (the api away) answers `data: null` with its error, whatever the generated type
  // says: read through `?.` so the card is simply absent then (tests/e2e/reconnect.test.ts).
  const contests = data?.contests;
  const rows = contests === undefined || data === undefined ? [] : dashboardContests(contests, Date.parse(data.serverTime));
  if (rows.length === 0) return null;
  return (
    <section className={css.card} aria-labelledby="contests-title">
      <div className={css.cardHead}>
        <h2 id="contests-title" className={css.title}>
          {m.dashboardTitle}
        </h2>
        <Link className={controls.link} href="/contest">
          {m.dashboardLink}
        </Link>
      </div>
      <ul className={css.contestList} aria-labelledby="contests-title">
        {rows.map((row) => (
          <li key={row.id} data-status={row.status}>
            <strong>{row.title}</strong>
            <span className={css.contestWhen}>{row.when}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
