// /admin/contests (docs/contest.md#admin-screen), Admin only (docs/access.md#admin-pages): 'New
// contest' opens the form; every contest, cancelled ones too, a row each with its status and what
// adminContestActions allows: edit and cancel (confirmed) while upcoming, the registrations
// always, the merit list and 'Export CSV' once the results are ready (docs/contest.md#admin-actions).
// The contests, the registrations and the merit list are the shared PagedTable, 10 rows a page
// (docs/constants.md#page-sizes); the edit form, registrations or merit list open under their row.
import {
  adminContestActions,
  adminContestScreenMessages as words,
  cancelContestQuestion,
  contestMessages as m,
  editFormOf,
  fillIn,
  formatContestDuration,
  formatDhakaDateTime,
  contestPaper,
  formatTimeUsed,
  GRID_PAGE_SIZE,
  meritRowsOfCsv,
  type AdminMeritRow,
} from '@proshno/engine';
import { useCallback, useState } from 'react';
import { Button } from 'react-aria-components';
import { useClient, useMutation, useQuery, type CombinedError } from 'urql';
import { ConfirmDialog } from '../../controls/ConfirmDialog';
import { Loading } from '../../controls/LoadState';
import { LoadFailed } from '../../controls/LoadFailed';
import { PagedTable, type Column } from '../../controls/PagedTable';
import * as controls from '../../controls/controls.css';
import * as css from '../contest.css';
import {
  AdminContestExportDocument,
  AdminContestRegistrationsDocument,
  AdminContestsDocument,
  CancelContestDocument,
  type AdminContestRegistrationsQuery,
  type AdminContestsQuery,
} from '../../generated/graphql';
import { serverDetailOf, toServerError } from '../../graphql/serverError';
import { contestExport, downloadText } from './adminCalls';
import { ContestForm } from './ContestForm';

type Contest = AdminContestsQuery['adminContests'][number];
type Registrant = AdminContestRegistrationsQuery['adminContestRegistrations'][number];
type PanelKind = 'edit' | 'registrations' | 'meritList';
type Panel = { kind: PanelKind; id: number } | null;

export default function AdminContestsScreen() {
  const [{ data, fetching, error }, reload] = useQuery({ query: AdminContestsDocument, requestPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Contest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cancelState, cancel] = useMutation(CancelContestDocument);
  const client = useClient();
  const refresh = useCallback(() => reload({ requestPolicy: 'network-only' }), [reload]);
  const created = useCallback(
    (saved: boolean) => {
      setCreating(false);
      if (saved) refresh();
    },
    [refresh],
  );
  const edited = useCallback(
    (saved: boolean) => {
      setPanel(null);
      if (saved) refresh();
    },
    [refresh],
  );

  async function confirmCancel(contest: Contest) {
    const answer = await cancel({ id: contest.id });
    setCancelling(null);
    if (answer.error) setRefusal(serverDetailOf(answer.error));
    else refresh();
  }

  async function exportCsv(contest: Contest) {
    setRefusal(null);
    try {
      const { filename, csv } = await contestExport(client, contest.id);
      downloadText(filename, csv);
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : String(failure));
    }
  }

  /** Opens a contest's panel under its row, or closes it when it is the one open. */
  const toggle = (contest: Contest, kind: PanelKind) => setPanel(panel?.id === contest.id && panel.kind === kind ? null : { kind, id: contest.id });
  const opened = (contest: Contest, kind: PanelKind) => panel?.id === contest.id && panel.kind === kind;
  const contestColumns: ReadonlyArray<Column<Contest>> = [
    { title: m.adminContestColumn, cell: (contest) => contest.title },
    { title: m.adminPaperColumn, cell: (contest) => contestPaper(contest) },
    {
      title: m.adminScheduleColumn,
      cell: (contest) =>
        fillIn(m.adminSchedule, { start: formatDhakaDateTime(contest.start_time), duration: formatContestDuration(contest.duration), count: contest.total_question }),
    },
    {
      title: m.adminStatusColumn,
      cell: (contest) => (
        <span>
          <strong data-testid="contest-status">{words.status[contest.status] ?? contest.status}</strong> · {fillIn(m.termsRegistered, { count: contest.registered_count })}
        </span>
      ),
    },
    {
      title: m.adminActionsColumn,
      labelled: false,
      cell: (contest) => {
        const actions = adminContestActions(contest);
        return (
          <div className={`${controls.dialogActions} ${css.startActions}`}>
            {actions.edit ? (
              <Button className={controls.button({ kind: 'secondary' })} onPress={() => toggle(contest, 'edit')}>
                {words.edit}
              </Button>
            ) : null}
            {actions.cancel ? (
              <Button className={controls.button({ kind: 'secondary' })} onPress={() => setCancelling(contest)}>
                {words.cancel}
              </Button>
            ) : null}
            {actions.registrations ? (
              <Button className={controls.button({ kind: 'secondary' })} aria-expanded={opened(contest, 'registrations')} onPress={() => toggle(contest, 'registrations')}>
                {words.registrations}
              </Button>
            ) : null}
            {actions.meritList ? (
              <Button className={controls.button({ kind: 'secondary' })} aria-expanded={opened(contest, 'meritList')} onPress={() => toggle(contest, 'meritList')}>
                {words.meritList}
              </Button>
            ) : null}
            {actions.exportCsv ? (
              <Button className={controls.button({ kind: 'primary' })} onPress={() => void exportCsv(contest)}>
                {words.exportCsv}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <div className={css.page}>
      <h1>{words.heading}</h1>
      {creating ? (
        <ContestForm contest={null} onDone={created} />
      ) : (
        <div>
          <Button className={controls.button({ kind: 'primary' })} onPress={() => setCreating(true)}>
            {words.newContest}
          </Button>
        </div>
      )}
      {refusal === null ? null : (
        <p role="alert" className={controls.alert}>
          {refusal}
        </p>
      )}
      {data ? (
        data.adminContests.length === 0 ? (
          <p>{words.noContests}</p>
        ) : (
          <PagedTable
            label={words.heading}
            pagerLabel={m.adminContestPages}
            columns={contestColumns}
            rows={data.adminContests}
            rowKey={(contest) => contest.id}
            rowProps={(contest) => ({ 'aria-label': contest.title, 'data-contest': contest.id })}
            page={page}
            pageSize={GRID_PAGE_SIZE}
            onPage={setPage}
            detail={(contest) =>
              panel?.id !== contest.id ? null : panel.kind === 'edit' ? (
                <ContestForm contest={contest.id} initial={editFormOf(contest)} onDone={edited} />
              ) : panel.kind === 'registrations' ? (
                <Registrations contest={contest} />
              ) : (
                <MeritList contest={contest} />
              )
            }
          />
        )
      ) : fetching || error === undefined ? (
        <Loading label={m.loadingContests} />
      ) : (
        <LoadFailed text={serverDetailOf(error) ?? words.loadFailed} onRetry={refresh} />
      )}
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => (open || cancelState.fetching ? undefined : setCancelling(null))}
        role="alertdialog"
        title={words.cancelConfirmAction}
        actions={
          <>
            <Button className={controls.button({ kind: 'secondary' })} isDisabled={cancelState.fetching} onPress={() => setCancelling(null)}>
              {words.keep}
            </Button>
            <Button
              className={controls.button({ kind: 'primary' })}
              isPending={cancelState.fetching}
              onPress={() => {
                if (cancelling) void confirmCancel(cancelling);
              }}
            >
              {words.cancelConfirmAction}
            </Button>
          </>
        }
      >
        <p>{cancelling === null ? '' : cancelContestQuestion(cancelling.title)}</p>
      </ConfirmDialog>
    </div>
  );
}

const registrationColumns: ReadonlyArray<Column<Registrant>> = [
  { title: m.adminFullNameColumn, cell: (row) => row.full_name },
  { title: m.adminEmailColumn, cell: (row) => row.email },
  { title: m.registered, cell: (row) => formatDhakaDateTime(row.registered_at) },
  { title: m.adminJoinedColumn, cell: (row) => (row.joined ? m.adminJoinedYes : m.adminJoinedNo) },
];

function Registrations({ contest }: { contest: Contest }) {
  const [{ data, error }, reload] = useQuery({ query: AdminContestRegistrationsDocument, variables: { id: contest.id }, requestPolicy: 'network-only' });
  return (
    <ContestList
      label={fillIn(m.adminListLabel, { list: words.registrations, title: contest.title })}
      loading={m.loadingRegistrations}
      empty={words.noRegistrations}
      rows={data?.adminContestRegistrations}
      error={error}
      onRetry={() => reload()}
      columns={registrationColumns}
      rowKey={(row) => row.user}
    />
  );
}

const meritColumns: ReadonlyArray<Column<AdminMeritRow>> = [
  { title: m.rank, cell: (row) => row.rank, numeric: true },
  { title: m.adminFullNameColumn, cell: (row) => row.fullName },
  { title: m.adminEmailColumn, cell: (row) => row.email },
  { title: m.score, cell: (row) => row.score, numeric: true },
  { title: m.percentile, cell: (row) => row.percentile, numeric: true },
  { title: m.timeUsed, cell: (row) => formatTimeUsed(row.timeUsedSeconds), numeric: true },
];

function MeritList({ contest }: { contest: Contest }) {
  const [{ data, error }, reload] = useQuery({ query: AdminContestExportDocument, variables: { id: contest.id }, requestPolicy: 'network-only' });
  return (
    <ContestList
      label={fillIn(m.adminListLabel, { list: words.meritList, title: contest.title })}
      loading={m.loadingMeritList}
      empty={words.noResults}
      rows={data === undefined ? undefined : meritRowsOfCsv(data.adminContestExport.csv)}
      error={error}
      onRetry={() => reload()}
      columns={meritColumns}
      rowKey={(row) => `${row.rank}-${row.email}`}
    />
  );
}

/** A list under a contest's row: loading, its refusal, its empty line, or its rows 10 a page. */
function ContestList<Row>({
  label,
  loading,
  empty,
  rows,
  error,
  onRetry,
  columns,
  rowKey,
}: {
  label: string;
  loading: string;
  empty: string;
  rows: readonly Row[] | undefined;
  error: CombinedError | undefined;
  onRetry: () => void;
  columns: ReadonlyArray<Column<Row>>;
  rowKey: (row: Row) => string | number;
}) {
  const [page, setPage] = useState(1);
  if (rows === undefined) return error === undefined ? <Loading label={loading} /> : <LoadFailed text={toServerError(error).message} onRetry={onRetry} />;
  if (rows.length === 0) return <p>{empty}</p>;
  return <PagedTable label={label} columns={columns} rows={rows} rowKey={rowKey} page={page} pageSize={GRID_PAGE_SIZE} onPage={setPage} />;
}
