// /history (docs/progress.md#history-list): the caller's exams with Exam Type, Total Questions, Mark, Accuracy,
// Status and Exam Time, 10 a page with 5 page numbers per block, and a link to each review.
import { clampPage, GRID_PAGE_SIZE, historyRowView, pageItems, pagerShown, progressMessages } from '@proshno/engine';
import Eye from 'lucide-react/icons/eye';
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { Pager } from '../../controls/Pager';
import * as controls from '../../controls/controls.css';
import { ExamHistoryDocument } from '../../generated/graphql';
import * as css from '../progress.css';

export default function HistoryScreen() {
  const [result, reexecute] = useQuery({ query: ExamHistoryDocument, requestPolicy: 'network-only' });
  const [page, setPage] = useState(1);
  const rows = result.data?.examHistory.map(historyRowView);
  return (
    <div className={css.screen}>
      <section className={css.card} aria-labelledby="history-title">
        <h1 id="history-title" className={css.title}>
          {progressMessages.historyTitle}
        </h1>
        {rows === undefined && result.error !== undefined ? (
          <div className={controls.centered} role="alert">
            <p className={css.error}>{progressMessages.historyLoadFailed}</p>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => reexecute({ requestPolicy: 'network-only' })}>
              Reload
            </Button>
          </div>
        ) : rows === undefined ? (
          <p className={css.note}>Loading…</p>
        ) : rows.length === 0 ? (
          <p className={css.note}>{progressMessages.noExamGiven}</p>
        ) : (
          <>
            <div className={css.tableWrap}>
              <table className={css.cardTable} aria-label="Exam history">
                <thead>
                  <tr>
                    {['Exam Type', 'Total Questions', 'Mark', 'Accuracy', 'Status', 'Exam Time', 'View'].map((title) => (
                      <th key={title} className={css.cell} scope="col">
                        {title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {pageItems(rows, clampPage(page, rows.length, GRID_PAGE_SIZE), GRID_PAGE_SIZE).map((row) => (
                    <tr key={row.id} data-exam={row.id}>
                      <td className={css.cell} data-label="Exam Type">{row.title}</td>
                      <td className={css.numeric} data-label="Total Questions">{row.total}</td>
                      <td className={css.numeric} data-label="Mark">{row.mark}</td>
                      <td className={css.numeric} data-label="Accuracy">{row.accuracy}</td>
                      <td className={css.cell} data-label="Status">{row.status}</td>
                      <td className={css.cell} data-label="Exam Time">{row.time}</td>
                      <td className={css.cell}>
                        <Link className={controls.button({ kind: 'ghost' })} href={`/history/${row.id}`} aria-label={`View history of exam ${row.id}`}>
                          <Eye aria-hidden="true" size={18} />
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pagerShown(rows.length, GRID_PAGE_SIZE) ? (
              <Pager page={clampPage(page, rows.length, GRID_PAGE_SIZE)} total={rows.length} size={GRID_PAGE_SIZE} onPage={setPage} label="History pages" />
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
