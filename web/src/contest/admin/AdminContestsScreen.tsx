// /admin/contests (docs/contest.md#admin-screen), Admin only (docs/access.md#admin-pages): 'New
// contest' opens the form; every contest, cancelled ones too, with its status and what
// adminContestActions allows: edit and cancel (confirmed) while upcoming, the registrations
// always, the merit list and 'Export CSV' once the results are ready (docs/contest.md#admin-actions).
import {
  adminContestActions,
  adminContestScreenMessages as words,
  cancelContestQuestion,
  editFormOf,
  formatContestDuration,
  formatDhakaDateTime,
  contestPaper,
  formatTimeUsed,
  meritRowsOfCsv,
} from '@proshno/engine';
import { useCallback, useState } from 'react';
import { Button } from 'react-aria-components';
import { useClient, useMutation, useQuery } from 'urql';
import { LoadFailed, serverDetailOf } from '../../commerce/LoadState';
import { ConfirmDialog } from '../../controls/ConfirmDialog';
import { Loading } from '../../controls/LoadState';
import * as controls from '../../controls/controls.css';
import * as css from '../contest.css';
import {
  AdminContestExportDocument,
  AdminContestRegistrationsDocument,
  AdminContestsDocument,
  CancelContestDocument,
  type AdminContestsQuery,
} from '../../generated/graphql';
import { toServerError } from '../../graphql/serverError';
import * as table from '../../progress/progress.css';
import { contestExport, downloadText } from './adminCalls';
import { ContestForm } from './ContestForm';

type Contest = AdminContestsQuery['adminContests'][number];
type Panel = { kind: 'edit' | 'registrations' | 'meritList'; id: number } | null;

export default function AdminContestsScreen() {
  const [{ data, fetching, error }, reload] = useQuery({ query: AdminContestsDocument, requestPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
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
          data.adminContests.map((contest) => {
            const actions = adminContestActions(contest);
            const open = panel?.id === contest.id ? panel.kind : null;
            const toggle = (kind: 'edit' | 'registrations' | 'meritList') => setPanel(open === kind ? null : { kind, id: contest.id });
            return (
              <article key={contest.id} aria-label={contest.title} data-contest={contest.id} className={css.adminRow}>
                <h2 className={css.flush}>{contest.title}</h2>
                <p>{contestPaper(contest)}</p>
                <p>
                  {formatDhakaDateTime(contest.start_time)} · {formatContestDuration(contest.duration)} · {contest.total_question} questions
                </p>
                <p>
                  <strong data-testid="contest-status">{words.status[contest.status] ?? contest.status}</strong> · {contest.registered_count} registered
                </p>
                <div className={`${controls.dialogActions} ${css.startActions}`}>
                  {actions.edit ? (
                    <Button className={controls.button({ kind: 'secondary' })} onPress={() => toggle('edit')}>
                      {words.edit}
                    </Button>
                  ) : null}
                  {actions.cancel ? (
                    <Button className={controls.button({ kind: 'secondary' })} onPress={() => setCancelling(contest)}>
                      {words.cancel}
                    </Button>
                  ) : null}
                  {actions.registrations ? (
                    <Button className={controls.button({ kind: 'secondary' })} aria-expanded={open === 'registrations'} onPress={() => toggle('registrations')}>
                      {words.registrations}
                    </Button>
                  ) : null}
                  {actions.meritList ? (
                    <Button className={controls.button({ kind: 'secondary' })} aria-expanded={open === 'meritList'} onPress={() => toggle('meritList')}>
                      {words.meritList}
                    </Button>
                  ) : null}
                  {actions.exportCsv ? (
                    <Button className={controls.button({ kind: 'primary' })} onPress={() => void exportCsv(contest)}>
                      {words.exportCsv}
                    </Button>
                  ) : null}
                </div>
                {open === 'edit' ? <ContestForm contest={contest.id} initial={editFormOf(contest)} onDone={edited} /> : null}
                {open === 'registrations' ? <Registrations contest={contest} /> : null}
                {open === 'meritList' ? <MeritList contest={contest} /> : null}
              </article>
            );
          })
        )
      ) : fetching || error === undefined ? (
        <Loading label="Loading contests" />
      ) : (
        <LoadFailed text={serverDetailOf(error) ?? words.loadFailed} onRetry={refresh} />
      )}
      <ConfirmDialog
        isOpen={cancelling !== null}
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

function Registrations({ contest }: { contest: Contest }) {
  const [{ data, error }, reload] = useQuery({ query: AdminContestRegistrationsDocument, variables: { id: contest.id }, requestPolicy: 'network-only' });
  if (data === undefined) {
    return error === undefined ? <Loading label="Loading registrations" /> : <LoadFailed text={toServerError(error).message} onRetry={() => reload()} />;
  }
  const rows = data.adminContestRegistrations;
  if (rows.length === 0) return <p>{words.noRegistrations}</p>;
  return (
    <div className={table.tableWrap}>
      <table className={table.cardTable} aria-label={`${words.registrations}: ${contest.title}`}>
        <thead>
          <tr>
            {['Full name', 'E-mail', 'Registered', 'Joined'].map((title) => (
              <th key={title} className={table.cell} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.user}>
              <td className={table.cell} data-label="Full name">{row.full_name}</td>
              <td className={table.cell} data-label="E-mail">{row.email}</td>
              <td className={table.cell} data-label="Registered">{formatDhakaDateTime(row.registered_at)}</td>
              <td className={table.cell} data-label="Joined">{row.joined ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MeritList({ contest }: { contest: Contest }) {
  const [{ data, error }, reload] = useQuery({ query: AdminContestExportDocument, variables: { id: contest.id }, requestPolicy: 'network-only' });
  if (data === undefined) {
    return error === undefined ? <Loading label="Loading the merit list" /> : <LoadFailed text={toServerError(error).message} onRetry={() => reload()} />;
  }
  const rows = meritRowsOfCsv(data.adminContestExport.csv);
  if (rows.length === 0) return <p>{words.noResults}</p>;
  return (
    <div className={table.tableWrap}>
      <table className={table.cardTable} aria-label={`${words.meritList}: ${contest.title}`}>
        <thead>
          <tr>
            {['Rank', 'Full name', 'E-mail', 'Score', 'Percentile', 'Time used'].map((title) => (
              <th key={title} className={table.cell} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.rank}-${row.email}`}>
              <td className={table.numeric} data-label="Rank">{row.rank}</td>
              <td className={table.cell} data-label="Full name">{row.fullName}</td>
              <td className={table.cell} data-label="E-mail">{row.email}</td>
              <td className={table.numeric} data-label="Score">{row.score}</td>
              <td className={table.numeric} data-label="Percentile">{row.percentile}</td>
              <td className={table.numeric} data-label="Time used">{formatTimeUsed(row.timeUsedSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
