// Page numbers in blocks of 5 with Previous and Next (docs/constants.md#page-sizes), for client-side paged tables.
// The arithmetic is the engine's (progress/paging.ts); this only renders it.
import { fillIn, messages, pageCountOf, pageNumbers } from '@proshno/engine';
import { Button } from 'react-aria-components';
import * as css from './controls.css';
import * as pager from './pager.css';

export type PagerProps = { page: number; total: number; size: number; onPage: (page: number) => void; label?: string };

export function Pager({ page, total, size, onPage, label = messages.pagerPages }: PagerProps) {
  const pages = pageCountOf(total, size);
  return (
    <nav className={pager.pager} aria-label={label}>
      <Button className={css.button({ kind: 'secondary' })} isDisabled={page <= 1} onPress={() => onPage(page - 1)} aria-label={messages.previousPage}>
        ‹
      </Button>
      {pageNumbers(page, pages).map((number) => (
        <Button
          key={number}
          className={css.button({ kind: number === page ? 'primary' : 'secondary' })}
          aria-current={number === page ? 'page' : undefined}
          aria-label={fillIn(messages.pageNumber, { n: number })}
          onPress={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button className={css.button({ kind: 'secondary' })} isDisabled={page >= pages} onPress={() => onPage(page + 1)} aria-label={messages.nextPage}>
        ›
      </Button>
    </nav>
  );
}
