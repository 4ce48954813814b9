// The pager of the subscriptions and transactions grids (docs/constants.md#page-sizes): page numbers in blocks of
// 5, with a step to the neighbouring block; hidden while everything fits on one page.
import { commerceMessages, fillIn, pagerOf, showsGridPager } from '@proshno/engine';
import { Button } from 'react-aria-components';
import * as controls from '../controls/controls.css';
import * as css from './commerce.css';

export function GridPager({ rows, page, onPage, label }: { rows: number; page: number; onPage: (page: number) => void; label: string }) {
  if (!showsGridPager(rows)) return null;
  const pager = pagerOf(rows, page);
  return (
    <nav className={css.pager} aria-label={label}>
      {pager.previousBlock === null ? null : (
        <Button className={controls.button({ kind: 'secondary' })} aria-label={commerceMessages.previousPages} onPress={() => onPage(pager.previousBlock ?? 1)}>
          «
        </Button>
      )}
      {pager.numbers.map((number) => (
        <Button
          key={number}
          className={controls.button({ kind: number === pager.page ? 'primary' : 'secondary' })}
          aria-current={number === pager.page ? 'page' : undefined}
          aria-label={fillIn(commerceMessages.pageNumber, { number })}
          onPress={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      {pager.nextBlock === null ? null : (
        <Button className={controls.button({ kind: 'secondary' })} aria-label={commerceMessages.nextPages} onPress={() => onPage(pager.nextBlock ?? pager.pageCount)}>
          »
        </Button>
      )}
    </nav>
  );
}
