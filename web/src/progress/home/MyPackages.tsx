// "My Packages" on /home (docs/progress.md#my-packages): Package Name, grade, Subscription and Expiry, 5 rows a
// page with the pager from 6 rows, a link to Subscriptions History; hidden on small screens.
import { DASHBOARD_ROWS_PER_PAGE, packageRows, progressMessages, type PackageRow } from '@proshno/engine';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { PagedTable, type Column } from '../../controls/PagedTable';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import { MyPackagesDocument } from '../../generated/graphql';
import * as css from '../progress.css';

const PACKAGE_COLUMNS: ReadonlyArray<Column<PackageRow>> = [
  { title: 'Package Name', cell: (row) => row.packageName },
  { title: 'Grade', cell: (row) => row.grade },
  { title: 'Subscription', cell: (row) => row.subscribed },
  { title: 'Expiry', cell: (row) => row.expiry },
];

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
          <LoadFailureText message={progressMessages.historyLoadFailed} />
        </p>
      ) : subscriptions === undefined ? (
        <p className={css.note}>Loading…</p>
      ) : rows.length === 0 ? (
        <p className={css.note}>{progressMessages.noSubscriptions}</p>
      ) : (
        <PagedTable
          label="My Packages"
          cards={false}
          columns={PACKAGE_COLUMNS}
          rows={rows}
          rowKey={(row) => row.key}
          page={page}
          pageSize={DASHBOARD_ROWS_PER_PAGE}
          onPage={setPage}
        />
      )}
    </section>
  );
}
