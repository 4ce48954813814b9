// /admin/audit (docs/content.md#audit-page), Admin only (docs/access.md#admin-pages): renders the
// engine's auditLogMachine through auditLogView: the staff actions, newest first, 50 a page, each
// with the fields it changed before and after; a filter by the kind of record and the staff e-mail.
// Nothing here decides.
import { auditLogMachine, auditLogView, auditMessages as m, type AuditEntryView, type AuditKind } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailed } from '../controls/LoadFailed';
import { Loading } from '../controls/LoadState';
import { Pager } from '../controls/Pager';
import { SelectField } from '../controls/SelectField';
import { TextInput } from '../controls/TextInput';
import * as controls from '../controls/controls.css';
import * as css from './audit.css';
import { loadActions } from './auditCalls';

export type AuditLogActor = ActorRefFrom<typeof auditLogMachine>;

export default function AuditLogScreen() {
  return <AuditLogPage actor={useAuditLogActor()} />;
}

function useAuditLogActor(): AuditLogActor {
  const client = useClient();
  const machine = useMemo(() => auditLogMachine.provide({ actors: { loadActions: fromPromise(({ input }) => loadActions(client, input)) } }), [client]);
  return useActorRef(machine);
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function AuditLogPage({ actor }: { actor: AuditLogActor }) {
  const view = useSelector(actor, auditLogView, sameView);
  return (
    <div className={css.page}>
      <h1>{m.heading}</h1>
      {view.screen === 'loading' ? (
        <Loading label={view.label} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <>
          <Filters
            kinds={view.kinds}
            kind={view.kind}
            actor={view.actor}
            busy={view.busy}
            onShow={(kind, email) => actor.send({ type: 'FILTER', kind: kind === 'all' ? null : kind, actor: email })}
          />
          {view.refusal === null ? null : (
            <p role="alert" className={css.alert}>
              {view.refusal}
            </p>
          )}
          {view.empty === null ? (
            <>
              <ul className={css.entries} aria-label={m.heading} aria-busy={view.busy}>
                {view.entries.map((entry) => (
                  <Entry key={entry.id} entry={entry} />
                ))}
              </ul>
              {view.count > view.pageSize ? (
                <Pager page={view.page} total={view.count} size={view.pageSize} label={m.pages} onPage={(page) => actor.send({ type: 'PAGE', page })} />
              ) : null}
            </>
          ) : (
            // Found nothing: the words stand for the list, busy while the next answer loads.
            <p className={css.muted} aria-busy={view.busy} data-empty>
              {view.empty}
            </p>
          )}
        </>
      )}
    </div>
  );
}

type KindChoice = AuditKind | 'all';

/** The filter's fields hold what is typed; 'Show' sends them together. */
function Filters(props: { kinds: Array<{ id: KindChoice; name: string }>; kind: KindChoice; actor: string; busy: boolean; onShow: (kind: KindChoice, actor: string) => void }) {
  const [kind, setKind] = useState<KindChoice>(props.kind);
  const [email, setEmail] = useState(props.actor);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onShow(kind, email);
  };
  return (
    <form className={css.filters} onSubmit={submit}>
      <div className={css.filter}>
        <SelectField
          label={m.kindLabel}
          options={props.kinds}
          value={kind}
          onChange={(id) => {
            const chosen = props.kinds.find((k) => k.id === id)?.id;
            if (chosen !== undefined) setKind(chosen);
          }}
        />
      </div>
      <div className={css.filter}>
        <TextInput label={m.actorLabel} type="email" value={email} onChange={setEmail} />
      </div>
      <Button type="submit" className={controls.button({ kind: 'primary' })} isDisabled={props.busy}>
        {m.show}
      </Button>
    </form>
  );
}

function Entry({ entry }: { entry: AuditEntryView }) {
  return (
    <li className={css.entry} data-entry={entry.id}>
      <h2 className={css.title}>
        {entry.target} · {entry.what}
      </h2>
      <p className={css.muted}>{entry.byOn}</p>
      {entry.noChange === null ? (
        <dl className={css.changes}>
          <dt className={css.changeHead}>{m.field}</dt>
          <dd className={`${css.value} ${css.changeHead}`}>{m.before}</dd>
          <dd className={`${css.value} ${css.changeHead}`}>{m.after}</dd>
          {entry.changes.map((change) => (
            <ChangeRow key={change.field} field={change.field} before={change.before} after={change.after} />
          ))}
        </dl>
      ) : (
        <p className={css.muted}>{entry.noChange}</p>
      )}
    </li>
  );
}

function ChangeRow({ field, before, after }: { field: string; before: string; after: string }) {
  return (
    <>
      <dt className={css.value}>{field}</dt>
      <dd className={css.value}>{before}</dd>
      <dd className={css.value}>{after}</dd>
    </>
  );
}

/** The view is rebuilt on every snapshot; one that shows the same draws nothing. */
function sameView(a: ReturnType<typeof auditLogView>, b: ReturnType<typeof auditLogView>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
