// One package card (docs/commerce.md#package-lists): name, type plan, the original price
// struck through, the total price, the feature descriptions and 'Get started'.
import { commerceMessages, formatTaka, type PackageCard as PackageCardData } from '@proshno/engine';
import { Button } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './commerce.css';

export function PackageCard({ pkg, onGetStarted }: { pkg: PackageCardData; onGetStarted: () => void }) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <article className={css.card} aria-labelledby={titleId} data-testid="package-card">
      <h2 id={titleId}>{pkg.name}</h2>
      <p className={css.plan}>{pkg.type} plan</p>
      <p className={css.prices}>
        <span className={css.srOnly}>Original price </span>
        <s className={css.original} data-testid="original-price">
          {formatTaka(pkg.orginal_price)} BDT
        </s>
        <span className={css.srOnly}> now </span>
        <span className={css.total} data-testid="total-price">
          {formatTaka(pkg.total_price)} BDT
        </span>
      </p>
      <ul className={css.features}>
        {pkg.descriptions.map((line) => (
          <li key={line.id}>{line.data}</li>
        ))}
      </ul>
      <Button className={controls.button({ kind: 'primary', wide: true })} onPress={onGetStarted} aria-label={`${commerceMessages.getStarted} with ${pkg.name}`}>
        {commerceMessages.getStarted}
      </Button>
    </article>
  );
}
