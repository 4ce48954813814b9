// /offers (docs/commerce.md#package-lists): the offers on sale, cheapest first; their
// subscribe dialog sends only the package (docs/api.md#study-plan-paths).
import { byTotalPrice, commerceMessages, OFFER_PACKAGE_TYPE, subscribeEventOf } from '@proshno/engine';
import { useState } from 'react';
import { useQuery } from 'urql';
import { PackagesDocument, type PackagesQuery } from '../generated/graphql';
import * as css from './commerce.css';
import { Loading } from '../controls/LoadState';
import { LoadFailed } from '../controls/LoadFailed';
import { PackageCard } from './PackageCard';
import { SubscribeDialog, useSubscribe } from './SubscribeDialog';

type Package = PackagesQuery['packages'][number];

export default function OffersScreen() {
  const [{ data, fetching, error }, reload] = useQuery({
    query: PackagesDocument,
    variables: { active: true, type: OFFER_PACKAGE_TYPE },
    requestPolicy: 'cache-and-network',
  });
  const { actor, open } = useSubscribe();
  const [chosen, setChosen] = useState<Package | null>(null);

  return (
    <div className={css.screen}>
      <h1>{commerceMessages.offersTitle}</h1>
      {data ? (
        <div className={css.cards}>
          {data.packages.length === 0 ? <p className={css.muted}>{commerceMessages.noPackages}</p> : null}
          {byTotalPrice(data.packages).map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              onGetStarted={() => {
                setChosen(pkg);
                open(subscribeEventOf(pkg));
              }}
            />
          ))}
        </div>
      ) : fetching || error === undefined ? (
        <Loading label={commerceMessages.loadingOffers} />
      ) : (
        <LoadFailed onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
      <SubscribeDialog actor={actor} packageName={chosen?.name ?? null} />
    </div>
  );
}
