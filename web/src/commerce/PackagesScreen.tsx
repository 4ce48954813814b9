// /packages (docs/commerce.md#package-lists): the standard packages on sale under a
// Days / Monthly / Quarterly toggle, cheapest first, and the Bengali custom-plan card leading to
// /custom-packages. 'Get started' opens the subscribe dialog.
import {
  commerceMessages,
  DEFAULT_PACKAGE_TAB,
  PACKAGE_TABS,
  packagesOfTab,
  STANDARD_PACKAGE_TYPES,
  subscribeEventOf,
  type PackageTab,
} from '@proshno/engine';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useQuery } from 'urql';
import * as controls from '../controls/controls.css';
import { PackagesDocument, type PackagesQuery } from '../generated/graphql';
import * as css from './commerce.css';
import { Loading } from '../controls/LoadState';
import { LoadFailed } from '../controls/LoadFailed';
import { PackageCard } from './PackageCard';
import { SubscribeDialog, useSubscribe, type SubscribeActor } from './SubscribeDialog';

type Package = PackagesQuery['packages'][number];

const standardTypes = [...STANDARD_PACKAGE_TYPES];

export default function PackagesScreen() {
  const { actor } = useSubscribe();
  return <PackagesView subscribe={actor} />;
}

/** The packages and the subscribe dialog of the given actor; the gallery renders it from a snapshot. */
export function PackagesView({ subscribe }: { subscribe: SubscribeActor }) {
  const [{ data, fetching, error }, reload] = useQuery({
    query: PackagesDocument,
    variables: { active: true, types: standardTypes },
    requestPolicy: 'cache-and-network',
  });
  const [tab, setTab] = useState<PackageTab>(DEFAULT_PACKAGE_TAB);
  // The dialog names the package its machine was opened for.
  const chosenId = useSelector(subscribe, (s) => s.context.purchase?.package ?? null);
  const chosen = data?.packages.find((pkg) => pkg.id === chosenId) ?? null;
  const getStarted = (pkg: Package) => subscribe.send(subscribeEventOf(pkg));

  return (
    <div className={css.screen}>
      <h1>{commerceMessages.packagesTitle}</h1>
      {data ? (
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(PACKAGE_TABS.find((t) => t.id === key)?.id ?? DEFAULT_PACKAGE_TAB)}>
          <TabList className={css.tabs} aria-label={commerceMessages.packageLength}>
            {PACKAGE_TABS.map((t) => (
              <Tab key={t.id} id={t.id} className={css.tab}>
                {t.label}
              </Tab>
            ))}
          </TabList>
          {PACKAGE_TABS.map((t) => (
            <TabPanel key={t.id} id={t.id} className={css.tabPanel}>
              <PackageCards packages={packagesOfTab(data.packages, t.id)} onGetStarted={getStarted} />
            </TabPanel>
          ))}
        </Tabs>
      ) : fetching || error === undefined ? (
        <Loading label={commerceMessages.loadingPackages} />
      ) : (
        <LoadFailed onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
      <SubscribeDialog actor={subscribe} packageName={chosen?.name ?? null} />
    </div>
  );
}

function PackageCards({ packages, onGetStarted }: { packages: Package[]; onGetStarted: (pkg: Package) => void }) {
  return (
    <div className={css.cards}>
      {packages.length === 0 ? <p className={css.muted}>{commerceMessages.noPackages}</p> : null}
      {packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} onGetStarted={() => onGetStarted(pkg)} />
      ))}
      <article className={css.customCard} aria-labelledby="custom-plan-card" lang="bn">
        <h2 id="custom-plan-card">{commerceMessages.customPlanCardTitle}</h2>
        <p className={css.cardBody}>{commerceMessages.customPlanCardBody}</p>
        <Link className={controls.button({ kind: 'secondary', wide: true })} href="/custom-packages">
          {commerceMessages.customPlanCardAction}
        </Link>
      </article>
    </div>
  );
}
