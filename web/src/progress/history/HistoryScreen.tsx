// /history (docs/progress.md#history-list): the caller's exams with Exam Type, Total Questions, Mark, Accuracy,
// Status and Exam Time, 10 a page with 5 page numbers per block, and a link to each review.
import { fillIn, formatDigits, GRID_PAGE_SIZE, historyRowView, progressMessages, type HistoryRowView } from '@proshno/engine';
import Eye from 'lucide-react/icons/eye';
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { PagedTable, type Column } from '../../controls/PagedTable';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import { ExamHistoryDocument } from '../../generated/graphql';
import * as css from '../progress.css';

const m = progressMessages;

const HISTORY_COLUMNS: ReadonlyArray<Column<HistoryRowView>> = [
  { title: m.historyExamTypeColumn, cell: (row) => row.title },
  { title: m.historyTotalQuestionsColumn, cell: (row) => formatDigits(row.total), numeric: true },
  { title: m.historyMarkColumn, cell: (row) => row.mark, numeric: true },
  { title: m.historyAccuracyColumn, cell: (row) => row.accuracy, numeric: true },
  { title: m.historyStatusColumn, cell: (row) => row.status },
  { title: m.historyExamTimeColumn, cell: (row) => row.time },
  {
    title: m.historyViewColumn,
    labelled: false,
    // docs/progress.md#in-progress: a running exam has no review yet; its row reopens it.
    cell: (row) =>
      row.resume ? (
        <Link className={controls.button({ kind: 'primary' })} href={`/exam/${row.id}`} aria-label={fillIn(m.resumeExam, { id: row.id })}>
          {m.resume}
        </Link>
      ) : (
        <Link className={controls.button({ kind: 'ghost' })} href={`/history/${row.id}`} aria-label={fillIn(m.viewHistoryOfExam, { id: row.id })}>
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
          {m.historyTitle}
        </h1>
        {rows === undefined && result.error !== undefined ? (
          <div className={controls.centered} role="alert">
            <p className={css.error}>
              <LoadFailureText message={m.historyLoadFailed} />
            </p>
            <Button className={controls.button({ kind: 'primary' })} onPress={() => reexecute({ requestPolicy: 'network-only' })}>
              {m.reload}
            </Button>
          </div>
        ) : rows === undefined ? (
          <p className={css.note}>{m.loading}</p>
        ) : rows.length === 0 ? (
          <p className={css.note}>{m.noExamGiven}</p>
        ) : (
          <PagedTable
            label={m.historyTableLabel}
            pagerLabel={m.historyPagesLabel}
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
