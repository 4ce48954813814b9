// /admin/contests (docs/contest.md#admin-screen), Admin only (docs/access.md#admin-pages): renders
// the engine's adminContestsMachine through adminContestsView. The machine loads the contests, what
// opens under a row, cancels (after its question) and exports; the forms are ContestForm
// (adminContestFormMachine) beside it, which tell the machine when they close. Nothing here decides.
// The contests, the registrations and the merit list are the shared PagedTable, 10 rows a page
// (docs/constants.md#page-sizes).
import {
  adminContestsMachine,
  adminContestsView,
  adminContestScreenMessages as words,
  contestMessages as m,
  GRID_PAGE_SIZE,
  type AdminContestPanelView,
  type AdminContestRowView,
  type AdminMeritRowView,
  type AdminRegistrationRowView,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '../../controls/ConfirmDialog';
import { Loading } from '../../controls/LoadState';
import { LoadFailed } from '../../controls/LoadFailed';
import { PagedTable, type Column } from '../../controls/PagedTable';
import * as controls from '../../controls/controls.css';
import * as css from '../contest.css';
import { cancelContest, contestExport, downloadMeritList, loadAdminContests, loadRegistrations } from './adminCalls';
import { ContestForm } from './ContestForm';

export type AdminContestsActor = ActorRefFrom<typeof adminContestsMachine>;

export default function AdminContestsScreen() {
  return <AdminContestsPage actor={useAdminContestsActor()} />;
}

function useAdminContestsActor(): AdminContestsActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      adminContestsMachine.provide({
        actors: {
          loadContests: fromPromise(() => loadAdminContests(client)),
          loadRegistrations: fromPromise(({ input }) => loadRegistrations(client, input.contest)),
          loadMeritList: fromPromise(({ input }) => contestExport(client, input.contest)),
          cancelContest: fromPromise(({ input }) => cancelContest(client, input.contest)),
          downloadMeritList: fromPromise(({ input }) => downloadMeritList(client, input.contest)),
        },
      }),
    [client],
  );
  return useActorRef(machine);
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function AdminContestsPage({ actor }: { actor: AdminContestsActor }) {
  const view = useSelector(actor, adminContestsView, sameView);
  return (
    <div className={css.page}>
      <h1>{words.heading}</h1>
      {view.screen !== 'list' ? null : view.creating ? (
        <ContestForm contest={null} onDone={(saved) => actor.send({ type: 'FORM_CLOSED', form: 'new', saved })} />
      ) : (
        <div>
          <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'NEW' })}>
            {words.newContest}
          </Button>
        </div>
      )}
      {view.screen === 'loading' ? (
        <Loading label={m.loadingContests} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <>
          {view.refusal === null ? null : (
            <p role="alert" className={controls.alert}>
              {view.refusal}
            </p>
          )}
          {view.empty ? (
            <p>{words.noContests}</p>
          ) : (
            <PagedTable
              label={words.heading}
              pagerLabel={m.adminContestPages}
              columns={contestColumns(actor)}
              rows={view.rows}
              rowKey={(row) => row.id}
              rowProps={(row) => ({ 'aria-label': row.title, 'data-contest': row.id })}
              page={view.page}
              pageSize={GRID_PAGE_SIZE}
              onPage={(page) => actor.send({ type: 'PAGE', list: 'contests', page })}
              detail={(row) => (view.panel?.contest === row.id ? <Panel actor={actor} panel={view.panel} /> : null)}
            />
          )}
          <ConfirmDialog
            isOpen={view.confirm !== null}
            onOpenChange={(open) => (open || view.confirm?.pending === true ? undefined : actor.send({ type: 'KEEP' }))}
            role="alertdialog"
            title={words.cancelConfirmAction}
            actions={
              <>
                <Button className={controls.button({ kind: 'secondary' })} isDisabled={view.confirm?.pending === true} onPress={() => actor.send({ type: 'KEEP' })}>
                  {words.keep}
                </Button>
                <Button className={controls.button({ kind: 'primary' })} isPending={view.confirm?.pending === true} onPress={() => actor.send({ type: 'CONFIRM' })}>
                  {words.cancelConfirmAction}
                </Button>
              </>
            }
          >
            <p>{view.confirm?.question ?? ''}</p>
          </ConfirmDialog>
        </>
      )}
    </div>
  );
}

/** The view is rebuilt on every snapshot; one that shows the same draws nothing. */
function sameView(a: ReturnType<typeof adminContestsView>, b: ReturnType<typeof adminContestsView>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function contestColumns(actor: AdminContestsActor): ReadonlyArray<Column<AdminContestRowView>> {
  return [
    { title: m.adminContestColumn, cell: (row) => row.title },
    { title: m.adminPaperColumn, cell: (row) => row.paper },
    { title: m.adminScheduleColumn, cell: (row) => row.schedule },
    {
      title: m.adminStatusColumn,
      cell: (row) => (
        <span>
          <strong data-testid="contest-status">{row.status}</strong> · {row.registered}
        </span>
      ),
    },
    {
      title: m.adminActionsColumn,
      labelled: false,
      cell: (row) => (
        <div className={`${controls.dialogActions} ${css.startActions}`}>
          {row.buttons.map(({ action, label, expanded, pending }) => (
            <Button
              key={action}
              className={controls.button({ kind: action === 'exportCsv' ? 'primary' : 'secondary' })}
              aria-expanded={expanded ?? undefined}
              isPending={pending}
              onPress={() =>
                actor.send(
                  action === 'cancel'
                    ? { type: 'CANCEL', contest: row.id }
                    : action === 'exportCsv'
                      ? { type: 'EXPORT', contest: row.id }
                      : { type: 'OPEN', contest: row.id, panel: action },
                )
              }
            >
              {label}
            </Button>
          ))}
        </div>
      ),
    },
  ];
}

const registrationColumns: ReadonlyArray<Column<AdminRegistrationRowView>> = [
  { title: m.adminFullNameColumn, cell: (row) => row.fullName },
  { title: m.adminEmailColumn, cell: (row) => row.email },
  { title: m.registered, cell: (row) => row.registeredAt },
  { title: m.adminJoinedColumn, cell: (row) => row.joined },
];

const meritColumns: ReadonlyArray<Column<AdminMeritRowView>> = [
  { title: m.rank, cell: (row) => row.rank, numeric: true },
  { title: m.adminFullNameColumn, cell: (row) => row.fullName },
  { title: m.adminEmailColumn, cell: (row) => row.email },
  { title: m.score, cell: (row) => row.score, numeric: true },
  { title: m.percentile, cell: (row) => row.percentile, numeric: true },
  { title: m.timeUsed, cell: (row) => row.timeUsed, numeric: true },
];

/** What is open under a row: the edit form, or a list loading, failed, empty or a page of its rows. */
function Panel({ actor, panel }: { actor: AdminContestsActor; panel: AdminContestPanelView }) {
  if (panel.kind === 'edit') return <ContestForm contest={panel.contest} initial={panel.initial} onDone={(saved) => actor.send({ type: 'FORM_CLOSED', form: 'edit', saved })} />;
  if (panel.state === 'loading') return <Loading label={panel.loading} />;
  if (panel.state === 'failed') return <LoadFailed text={panel.message ?? undefined} onRetry={() => actor.send({ type: 'RETRY' })} />;
  if (panel.rows.length === 0) return <p>{panel.empty}</p>;
  const onPage = (page: number) => actor.send({ type: 'PAGE', list: 'panel', page });
  return panel.kind === 'registrations' ? (
    <PagedTable label={panel.label} columns={registrationColumns} rows={panel.rows} rowKey={(row) => row.user} page={panel.page} pageSize={GRID_PAGE_SIZE} onPage={onPage} />
  ) : (
    <PagedTable label={panel.label} columns={meritColumns} rows={panel.rows} rowKey={(row) => `${row.rank}-${row.email}`} page={panel.page} pageSize={GRID_PAGE_SIZE} onPage={onPage} />
  );
}
