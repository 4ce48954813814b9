// A data table shown a page at a time under the Pager (docs/constants.md#page-sizes), written once
// for the dashboard's and the history's lists (docs/architecture.md#styles). The page arithmetic is
// the engine's (progress/paging.ts); the screen keeps its own loading, error and empty states and
// hands this only rows to show. On a phone each row is a card whose lines carry their column's
// name (`data-label`), unless `cards` is false. A row may open its detail (a form, a nested table)
// in a row of its own under it, across every column.
import { clampPage, fillIn, messages, pageItems, pagerShown } from '@proshno/engine';
import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { Pager } from './Pager';
import * as css from './table.css';

export type Column<Row> = {
  title: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures. */
  numeric?: boolean;
  /** The line's name on a phone card; false for a column of buttons that says what it is itself. */
  labelled?: boolean;
};

export type PagedTableProps<Row> = {
  /** The table's accessible name; the pager is named by the catalogue's tablePages ('{table} pages') unless `pagerLabel` says otherwise. */
  label: string;
  pagerLabel?: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  cards?: boolean;
  /** What a row has open under it, or null. */
  detail?: (row: Row) => ReactNode;
};

export function PagedTable<Row>({ label, pagerLabel, columns, rows, rowKey, rowProps, page, pageSize, onPage, cards = true, detail }: PagedTableProps<Row>) {
  const shown = clampPage(page, rows.length, pageSize);
  return (
    <>
      <div className={css.tableWrap}>
        <table className={cards ? css.cardTable : css.table} aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.title} className={css.cell} scope="col">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pageItems(rows, shown, pageSize).map((row) => {
              const opened = detail?.(row) ?? null;
              return (
                <Fragment key={rowKey(row)}>
                  <tr {...rowProps?.(row)}>
                    {columns.map((column) => (
                      <td
                        key={column.title}
                        className={column.numeric === true ? css.numeric : css.cell}
                        data-label={cards && column.labelled !== false ? column.title : undefined}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                  {opened === null ? null : (
                    <tr>
                      <td className={css.detail} colSpan={columns.length}>
                        {opened}
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {pagerShown(rows.length, pageSize) ? <Pager page={shown} total={rows.length} size={pageSize} onPage={onPage} label={pagerLabel ?? fillIn(messages.tablePages, { table: label })} /> : null}
    </>
  );
}
