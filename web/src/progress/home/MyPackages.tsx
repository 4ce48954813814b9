// "My Packages" on /home (docs/progress.md#my-packages): Package Name, grade, Subscription and Expiry, 5 rows a
// page with the pager from 6 rows, a link to Subscriptions History; hidden on small screens.
import { DASHBOARD_ROWS_PER_PAGE, packageRows, progressMessages, type PackageRow } from '@proshno/engine';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { PagedTable, type Column } from '../../controls/PagedTable';
import { useAnswered } from '../../controls/answered';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import { MyPackagesDocument } from '../../generated/graphql';
import * as css from '../progress.css';

const m = progressMessages;

const PACKAGE_COLUMNS: ReadonlyArray<Column<PackageRow>> = [
  { title: m.packageNameColumn, cell: (row) => row.packageName },
  { title: m.packageGradeColumn, cell: (row) => row.grade },
  { title: m.packageSubscriptionColumn, cell: (row) => row.subscribed },
  { title: m.packageExpiryColumn, cell: (row) => row.expiry },
];

/** `onAnswered`: once the list or its failure is here (HomePage shows the cards under it then). */
export function MyPackages({ onAnswered }: { onAnswered?: () => void }) {
  const [result] = useQuery({ query: MyPackagesDocument, requestPolicy: 'cache-and-network' });
  const [page, setPage] = useState(1);
  const subscriptions = result.data?.subscribedPackages;
  useAnswered(result, onAnswered);
  const rows = subscriptions === undefined ? [] : packageRows(subscriptions);
  return (
    <section className={`${css.card} ${css.wideOnly}`} aria-labelledby="packages-title">
      <div className={css.cardHead}>
        <h2 id="packages-title" className={css.title}>
          {m.myPackagesTitle}
        </h2>
        <Link className={controls.link} href="/profile/subscriptions">
          {m.subscriptionsHistoryLink}
        </Link>
      </div>
      {subscriptions === undefined && result.error !== undefined ? (
        <p className={css.error} role="alert">
          <LoadFailureText message={m.historyLoadFailed} />
        </p>
      ) : subscriptions === undefined ? (
        <p className={css.note}>{m.loading}</p>
      ) : rows.length === 0 ? (
        <p className={css.note}>{m.noSubscriptions}</p>
      ) : (
        <PagedTable
          label={m.myPackagesTitle}
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
