// /packages/{id} (docs/commerce.md#subscriptions: Renew Package links here): the one package with
// 'Get started'; the custom plan is renewed on /custom-packages, a package no longer on sale
// points to the packages page.
import { commerceMessages, fillIn, refusalCodes, subscribeEventOf } from '@proshno/engine';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import * as controls from '../controls/controls.css';
import { PackageDetailDocument } from '../generated/graphql';
import { isRefusedWith } from '../graphql/serverError';
import * as css from './commerce.css';
import { Loading } from '../controls/LoadState';
import { LoadFailed } from '../controls/LoadFailed';
import { PackageCard } from './PackageCard';
import { SubscribeDialog, useSubscribe } from './SubscribeDialog';

export default function PackageDetailScreen({ id }: { id: number | null }) {
  const packageId = id ?? 0;
  const [{ data, fetching, error }, reload] = useQuery({
    query: PackageDetailDocument,
    variables: { id: packageId },
    pause: packageId === 0,
    requestPolicy: 'cache-and-network',
  });
  const { actor, open } = useSubscribe();
  const notFound = packageId === 0 || (error !== undefined && isRefusedWith(error, refusalCodes.notFound));
  const pkg = data?.package;

  return (
    <div className={css.screen}>
      <h1>{commerceMessages.packageDetailsTitle}</h1>
      {notFound ? (
        <LoadFailed text={commerceMessages.packageMissing}>
          <Link className={controls.button({ kind: 'primary' })} href="/packages">
            {commerceMessages.seeAllPackages}
          </Link>
        </LoadFailed>
      ) : pkg !== undefined ? (
        pkg.type === 'custom' ? (
          <section className={css.panel} aria-label={pkg.name}>
            <h2>{pkg.name}</h2>
            <p className={css.muted}>{commerceMessages.customPlanRenewal}</p>
            <Link className={controls.button({ kind: 'primary' })} href="/custom-packages">
              {commerceMessages.customizeYourPlan}
            </Link>
          </section>
        ) : !pkg.active ? (
          <LoadFailed text={fillIn(commerceMessages.packageOffSale, { package: pkg.name })}>
            <Link className={controls.button({ kind: 'primary' })} href="/packages">
              {commerceMessages.seeAllPackages}
            </Link>
          </LoadFailed>
        ) : (
          <div className={css.cards}>
            <PackageCard pkg={pkg} onGetStarted={() => open(subscribeEventOf(pkg))} />
          </div>
        )
      ) : fetching || error === undefined ? (
        <Loading label={commerceMessages.loadingPackage} />
      ) : (
        <LoadFailed onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
      <SubscribeDialog actor={actor} packageName={pkg?.name ?? null} />
    </div>
  );
}
