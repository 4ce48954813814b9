// /history (docs/progress.md#history-list): the caller's exams with Exam Type, Total Questions, Mark, Accuracy,
// Status and Exam Time, 10 a page with 5 page numbers per block, and a link to each review.
import { GRID_PAGE_SIZE, historyRowView, progressMessages, type HistoryRowView } from '@proshno/engine';
import Eye from 'lucide-react/icons/eye';
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { PagedTable, type Column } from '../../controls/PagedTable';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import { ExamHistoryDocument } from '../../generated/graphql';
import * as css from '../progress.css';

const HISTORY_COLUMNS: ReadonlyArray<Column<HistoryRowView>> = [
  { title: 'Exam Type', cell: (row) => row.title },
  { title: 'Total Questions', cell: (row) => row.total, numeric: true },
  { title: 'Mark', cell: (row) => row.mark, numeric: true },
  { title: 'Accuracy', cell: (row) => row.accuracy, numeric: true },
  { title: 'Status', cell: (row) => row.status },
  { title: 'Exam Time', cell: (row) => row.time },
  {
    title: 'View',
    labelled: false,
    // docs/progress.md#in-progress: a running exam has no review yet; its row reopens it.
    cell: (row) =>
      row.resume ? (
        <Link className={controls.button({ kind: 'primary' })} href={`/exam/${row.id}`} aria-label={progressMessages.resumeExam.replace('{id}', String(row.id))}>
          {progressMessages.resume}
        </Link>
      ) : (
        <Link className={controls.button({ kind: 'ghost' })} href={`/history/${row.id}`} aria-label={`View history of exam ${row.id}`}>
          <Eye aria-hidden="true" size={18} />
        </Link>
      ),
  },
];

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
            <p className={css.error}>
              <LoadFailureText message={progressMessages.historyLoadFailed} />
            </p>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => reexecute({ requestPolicy: 'network-only' })}>
              Reload
            </Button>
          </div>
        ) : rows === undefined ? (
          <p className={css.note}>Loading…</p>
        ) : rows.length === 0 ? (
          <p className={css.note}>{progressMessages.noExamGiven}</p>
        ) : (
          <PagedTable
            label="Exam history"
            pagerLabel="History pages"
            columns={HISTORY_COLUMNS}
            rows={rows}
            rowKey={(row) => row.id}
            rowProps={(row) => ({ 'data-exam': row.id })}
            page={page}
            pageSize={GRID_PAGE_SIZE}
            onPage={setPage}
          />
        )}
      </section>
    </div>
  );
}
