// "My Packages" on /home (docs/progress.md#my-packages): Package Name, grade, Subscription and Expiry, 5 rows a
// page with the pager from 6 rows, a link to Subscriptions History; hidden on small screens.
import { DASHBOARD_ROWS_PER_PAGE, packageRows, pageItems, pagerShown, progressMessages } from '@proshno/engine';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { Pager } from '../../controls/Pager';
import * as controls from '../../controls/controls.css';
import { MyPackagesDocument } from '../../generated/graphql';
import * as css from '../progress.css';

export function MyPackages() {
  const [result] = useQuery({ query: MyPackagesDocument, requestPolicy: 'cache-and-network' });
  const [page, setPage] = useState(1);
  const subscriptions = result.data?.subscribedPackages;
  const rows = subscriptions === undefined ? [] : packageRows(subscriptions);
  return (
    <section className={`${css.card} ${css.wideOnly}`} aria-labelledby="packages-title">
      <div className={css.cardHead}>
        <h2 id="packages-title" className={css.title}>
          My Packages
        </h2>
        <Link className={controls.link} href="/profile/subscriptions">
          Subscriptions History
        </Link>
      </div>
      {subscriptions === undefined && result.error !== undefined ? (
        <p className={css.error} role="alert">
          {progressMessages.historyLoadFailed}
        </p>
      ) : subscriptions === undefined ? (
        <p className={css.note}>Loading…</p>
      ) : rows.length === 0 ? (
        <p className={css.note}>{progressMessages.noSubscriptions}</p>
      ) : (
        <>
          <div className={css.tableWrap}>
            <table className={css.table} aria-label="My Packages">
              <thead>
                <tr>
                  {['Package Name', 'Grade', 'Subscription', 'Expiry'].map((title) => (
                    <th key={title} className={css.cell} scope="col">
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {pageItems(rows, page, DASHBOARD_ROWS_PER_PAGE).map((row) => (
                  <tr key={row.key}>
                    <td className={css.cell}>{row.packageName}</td>
                    <td className={css.cell}>{row.grade}</td>
                    <td className={css.cell}>{row.subscribed}</td>
                    <td className={css.cell}>{row.expiry}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pagerShown(rows.length, DASHBOARD_ROWS_PER_PAGE) ? (
            <Pager page={page} total={rows.length} size={DASHBOARD_ROWS_PER_PAGE} onPage={setPage} label="My Packages pages" />
          ) : null}
        </>
      )}
    </section>
  );
}
