// "My Exam Schedule" on /home (docs/progress.md#exam-schedule, docs/practice.md#scheduled-exams): exam type, start and
// end in Dhaka, Start once the start is reached, and delete with confirmation. The rules are
// engine/src/practice/scheduledExams.ts; `now` moves at the next start or end they name.
import {
  canStartScheduled,
  examTypeName,
  DASHBOARD_ROWS_PER_PAGE,
  DELETE_DIALOG_CLOSE_MS,
  examCancellable,
  examScreenMessages,
  isInProgress,
  formatDhakaDateTime,
  matchesSearch,
  nextScheduleChange,
  practiceMessages,
  scheduledExamsFrom,
  scheduledRows,
  scheduleActionOf,
  scheduleMessages,
} from '@proshno/engine';
import Trash2 from 'lucide-react/icons/trash-2';
import { useCallback, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useClient, useQuery } from 'urql';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../controls/ConfirmDialog';
import { useAnswered } from '../../controls/answered';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import { PagedTable } from '../../controls/PagedTable';
import { TextInput } from '../../controls/TextInput';
import { DeleteScheduledExamDocument, ScheduledExamsDocument, type ScheduledExamsQuery } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';
import { useToast } from '../../shell/ToastProvider';
import * as css from './scheduledExams.css';
import { useNow } from './useNow';

type ScheduledExam = ScheduledExamsQuery['scheduledExams'][number];

/** `onAnswered`: once the list or its failure is here (HomePage shows the cards under it then). */
export function ScheduledExams({ onAnswered }: { onAnswered?: () => void }) {
  const [from] = useState(() => scheduledExamsFrom(Date.now()));
  // docs/constants.md#cache-lifetimes: the list is kept 10 seconds; each visit shows the cached rows and asks again.
  const [result, reexecute] = useQuery({ query: ScheduledExamsDocument, variables: { from }, requestPolicy: 'cache-and-network' });
  const exams = result.data?.scheduledExams;
  useAnswered(result, onAnswered);
  const now = useNow(useCallback((at: number) => (exams === undefined ? null : nextScheduleChange(exams, at)), [exams]));
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState<ScheduledExam | null>(null);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // docs/progress.md#exam-schedule: the search box narrows the rows by what they show; 5 rows a page, the pager from 6.
  const rows = (exams === undefined ? [] : scheduledRows(exams, now)).filter((exam) =>
    matchesSearch([examTypeName(exam.type.name), formatDhakaDateTime(exam.start_time), formatDhakaDateTime(exam.end_time)], search),
  );

  return (
    <section className={css.section} aria-labelledby="schedule-title">
      <div className={css.head}>
        <h2 id="schedule-title">{practiceMessages.myExamSchedule}</h2>
        <TextInput label={practiceMessages.search} value={search} onChange={(value) => { setSearch(value); setPage(1); }} />
      </div>
      {result.error !== undefined && exams === undefined ? (
        <p className={css.error} role="alert">
          <LoadFailureText message={examScreenMessages.loadFailed} />{' '}
          <Button className={controls.button({ kind: 'ghost' })} onPress={refresh}>
            {practiceMessages.reload}
          </Button>
        </p>
      ) : exams === undefined ? (
        <p className={css.note}>{practiceMessages.loading}</p>
      ) : rows.length === 0 ? (
        <p className={css.note}>{scheduleMessages.empty}</p>
      ) : (
        <PagedTable
          label={practiceMessages.myExamSchedule}
          columns={[
            {
              title: practiceMessages.examType,
              // docs/progress.md#in-progress: a running exam says so.
              cell: (exam) =>
                isInProgress(exam, now) ? (
                  <>
                    {examTypeName(exam.type.name)} <span className={controls.hint}>({scheduleMessages.inProgress})</span>
                  </>
                ) : (
                  examTypeName(exam.type.name)
                ),
            },
            { title: practiceMessages.startTime, cell: (exam) => formatDhakaDateTime(exam.start_time) },
            { title: practiceMessages.endTime, cell: (exam) => formatDhakaDateTime(exam.end_time) },
            {
              title: practiceMessages.actions,
              labelled: false,
              cell: (exam) => (
                <span className={css.actions}>
                  <Button className={controls.button({ kind: 'primary' })} isDisabled={!canStartScheduled(exam, now)} onPress={() => navigate(`/exam/${exam.id}`)}>
                    {scheduleActionOf(exam) === 'resume' ? scheduleMessages.resume : scheduleMessages.start}
                  </Button>
                  {/* A contest sitting is never cancelled (docs/contest.md#one-sitting). */}
                  {examCancellable(exam) ? (
                    <Button className={controls.button({ kind: 'ghost' })} aria-label={practiceMessages.deleteExam} onPress={() => setDeleting(exam)}>
                      <Trash2 aria-hidden="true" size={18} />
                    </Button>
                  ) : null}
                </span>
              ),
            },
          ]}
          rows={rows}
          rowKey={(exam) => exam.id}
          rowProps={(exam) => ({ 'data-exam': exam.id })}
          page={page}
          pageSize={DASHBOARD_ROWS_PER_PAGE}
          onPage={setPage}
        />
      )}
      {deleting === null ? null : <DeleteDialog exam={deleting} onDeleted={refresh} onClose={() => setDeleting(null)} />}
    </section>
  );
}

/** 'Are you sure you want to delete the exam?' No / Yes; a success closes after 3 seconds, a failure is only logged. */
function DeleteDialog({ exam, onDeleted, onClose }: { exam: ScheduledExam; onDeleted: () => void; onClose: () => void }) {
  const client = useClient();
  const toast = useToast();
  const [phase, setPhase] = useState<'asking' | 'deleting' | 'deleted'>('asking');
  useEffect(() => {
    if (phase !== 'deleted') return undefined;
    const timer = setTimeout(onClose, DELETE_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, onClose]);
  const remove = () => {
    setPhase('deleting');
    dataOf(client.mutation(DeleteScheduledExamDocument, { id: exam.id }).toPromise()).then(
      () => {
        setPhase('deleted');
        toast(scheduleMessages.deleted, 'success');
        onDeleted();
      },
      (reason: unknown) => {
        console.error('delete scheduled exam', exam.id, reason);
        onClose();
      },
    );
  };
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => (open || phase === 'deleting' ? undefined : onClose())}
      role="alertdialog"
      ariaLabel={practiceMessages.deleteExam}
      actions={
        phase === 'deleted' ? null : (
          <>
            <Button className={controls.button({ kind: 'secondary' })} isDisabled={phase === 'deleting'} onPress={onClose}>
              {practiceMessages.no}
            </Button>
            <Button className={controls.button({ kind: 'primary' })} isDisabled={phase === 'deleting'} onPress={remove}>
              {practiceMessages.yes}
            </Button>
          </>
        )
      }
    >
      <p>{phase === 'deleted' ? scheduleMessages.deleted : scheduleMessages.confirmDelete}</p>
    </ConfirmDialog>
  );
}
