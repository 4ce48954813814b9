// /profile/subscriptions (docs/commerce.md#subscriptions): the grid grouped by package with Package,
// Grade, Subscription Date, Expiry Date and Details; 10 rows a page (docs/constants.md#page-sizes); the Details dialog with
// the included subjects, Close and Renew Package; the empty state with Subscribe Now.
import {
  commerceMessages,
  fillIn,
  formatDhakaDate,
  gradesOf,
  renewPath,
  rowsOfPage,
  subjectsByGrade,
  subscriptionGroups,
} from '@proshno/engine';
import { useState } from 'react';
import { Button, Heading, Link } from 'react-aria-components';
import { useQuery } from 'urql';
import * as controls from '../controls/controls.css';
import { DialogParts } from '../controls/DialogParts';
import { DismissableDialog } from '../controls/DismissableDialog';
import { SubscribedPackagesDocument, type SubscribedPackagesQuery } from '../generated/graphql';
import * as css from './commerce.css';
import { GridPager } from './GridPager';
import { Loading } from '../controls/LoadState';
import { LoadFailed } from '../controls/LoadFailed';
import { serverDetailOf } from '../graphql/serverError';

type Subscription = SubscribedPackagesQuery['subscribedPackages'][number];

export default function SubscriptionsScreen() {
  const [{ data, fetching, error }, reload] = useQuery({ query: SubscribedPackagesDocument, requestPolicy: 'cache-and-network' });
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<Subscription | null>(null);

  return (
    <div className={css.screen}>
      <h1>{commerceMessages.mySubscriptions}</h1>
      {data ? (
        data.subscribedPackages.length === 0 ? (
          <div className={controls.centered}>
            <p>{commerceMessages.noSubscription}</p>
            <Link className={controls.button({ kind: 'primary' })} href="/packages">
              {commerceMessages.subscribeNow}
            </Link>
          </div>
        ) : (
          <>
            <SubscriptionGrid rows={rowsOfPage(data.subscribedPackages, page)} onDetails={setDetails} />
            <GridPager rows={data.subscribedPackages.length} page={page} onPage={setPage} label={commerceMessages.subscriptionPages} />
          </>
        )
      ) : fetching || error === undefined ? (
        <Loading label={commerceMessages.loadingSubscriptions} />
      ) : (
        <LoadFailed text={serverDetailOf(error) ?? undefined} onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
      <DetailsDialog subscription={details} onClose={() => setDetails(null)} />
    </div>
  );
}

function SubscriptionGrid({ rows, onDetails }: { rows: Subscription[]; onDetails: (row: Subscription) => void }) {
  return (
    <div className={css.tableWrap}>
      <table className={`${css.table} ${css.stacked}`} aria-label={commerceMessages.subscriptionsTable}>
        <thead>
          <tr>
            <th scope="col">{commerceMessages.summaryPackage}</th>
            <th scope="col">{commerceMessages.detailsGrade}</th>
            <th scope="col">{commerceMessages.detailsSubscriptionDate}</th>
            <th scope="col">{commerceMessages.detailsExpiryDate}</th>
            <th scope="col">
              <span className={css.muted}>{commerceMessages.details}</span>
            </th>
          </tr>
        </thead>
        {subscriptionGroups(rows).map((group) => (
          <tbody key={group.package.id} aria-label={group.package.name}>
            <tr className={css.groupRow}>
              <th scope="rowgroup" colSpan={5}>
                {group.package.name}
              </th>
            </tr>
            {group.subscriptions.map((row) => (
              <tr key={row.id}>
                <td data-label={commerceMessages.summaryPackage}>{row.package.name}</td>
                <td data-label={commerceMessages.detailsGrade}>{gradesOf(row)}</td>
                <td data-label={commerceMessages.detailsSubscriptionDate}>{formatDhakaDate(row.from_date)}</td>
                <td data-label={commerceMessages.detailsExpiryDate}>{formatDhakaDate(row.to_date)}</td>
                <td data-label="">
                  <Button className={controls.button({ kind: 'secondary' })} aria-label={fillIn(commerceMessages.detailsOf, { package: row.package.name, date: formatDhakaDate(row.to_date) })} onPress={() => onDetails(row)}>
                    {commerceMessages.details}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function DetailsDialog({ subscription, onClose }: { subscription: Subscription | null; onClose: () => void }) {
  return (
    <DismissableDialog isOpen={subscription !== null} onClose={onClose} className={css.wideModal}>
          {subscription === null ? null : (
            <>
              <Heading slot="title">{subscription.package.name}</Heading>
              <DialogParts
                actions={
                  <>
                    <Button className={controls.button({ kind: 'secondary' })} onPress={onClose}>
                      {commerceMessages.close}
                    </Button>
                    <Link className={controls.button({ kind: 'primary' })} href={renewPath(subscription.package.id)}>
                      {commerceMessages.renewPackage}
                    </Link>
                  </>
                }
              >
                <dl className={css.facts}>
                  <dt>{commerceMessages.detailsGrade}</dt>
                  <dd>{gradesOf(subscription)}</dd>
                  <dt>{commerceMessages.detailsSubscriptionDate}</dt>
                  <dd>{formatDhakaDate(subscription.from_date)}</dd>
                  <dt>{commerceMessages.detailsExpiryDate}</dt>
                  <dd>{formatDhakaDate(subscription.to_date)}</dd>
                </dl>
                <h3>{commerceMessages.detailsIncludedSubjects}</h3>
                {subjectsByGrade(subscription).map(({ grade, subjects }) => (
                  <section key={grade} aria-label={fillIn(commerceMessages.detailsGradeSubjects, { grade })}>
                    <strong>{grade}</strong>
                    <ul>
                      {subjects.map((subject) => (
                        <li key={subject}>{subject}</li>
                      ))}
                    </ul>
                  </section>
                ))}
              </DialogParts>
            </>
          )}
    </DismissableDialog>
  );
}
