// One package card (docs/commerce.md#package-lists): name, type plan, the original price
// struck through, the total price, the feature descriptions and 'Get started'.
import { commerceMessages, fillIn, formatTaka, packageTypeName, type PackageCard as PackageCardData } from '@proshno/engine';
import { Button } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './commerce.css';

export function PackageCard({ pkg, onGetStarted }: { pkg: PackageCardData; onGetStarted: () => void }) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <article className={css.card} aria-labelledby={titleId} data-testid="package-card">
      <h2 id={titleId}>{pkg.name}</h2>
      <p className={css.plan}>{fillIn(commerceMessages.packagePlan, { type: packageTypeName(pkg.type) })}</p>
      <p className={css.prices}>
        <span className={css.srOnly}>{commerceMessages.originalPrice}</span>
        <s className={css.original} data-testid="original-price">
          {fillIn(commerceMessages.amountBdt, { amount: formatTaka(pkg.orginal_price) })}
        </s>
        <span className={css.srOnly}>{commerceMessages.priceNow}</span>
        <span className={css.total} data-testid="total-price">
          {fillIn(commerceMessages.amountBdt, { amount: formatTaka(pkg.total_price) })}
        </span>
      </p>
      <ul className={css.features}>
        {pkg.descriptions.map((line) => (
          <li key={line.id}>{line.data}</li>
        ))}
      </ul>
      <Button className={controls.button({ kind: 'primary', wide: true })} onPress={onGetStarted} aria-label={fillIn(commerceMessages.getStartedWith, { package: pkg.name })}>
        {commerceMessages.getStarted}
      </Button>
    </article>
  );
}
