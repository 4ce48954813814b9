// /admin/learners/:id (docs/access.md#admin-learners), Admin only: renders the engine's
// adminLearnerMachine through adminLearnerView: the profile, subscriptions and purchases, and the
// actions (disable or enable, change role), each confirmed in a dialog first; what the last change
// came to is said above them. Nothing here decides.
import { adminLearnerMachine, adminLearnerMessages as m, adminLearnerView, type AdminLearnerView } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '../../controls/ConfirmDialog';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { SelectField } from '../../controls/SelectField';
import * as controls from '../../controls/controls.css';
import * as css from './adminLearners.css';
import { loadLearner, saveChange } from './adminLearnersCalls';
import { Badges } from './AdminLearnersScreen';

export type AdminLearnerActor = ActorRefFrom<typeof adminLearnerMachine>;

export default function AdminLearnerScreen({ id }: { id: number | null }) {
  // An id the route cannot read names no account: said as a load that failed, with the way back.
  return id === null ? (
    <div className={css.page}>
      <LoadFailed text={m.detailFailed} />
    </div>
  ) : (
    <AdminLearnerLoaded key={id} id={id} />
  );
}

function AdminLearnerLoaded({ id }: { id: number }) {
  const client = useClient();
  const machine = useMemo(
    () =>
      adminLearnerMachine.provide({
        actors: {
          loadLearner: fromPromise(({ input }) => loadLearner(client, input.id)),
          saveChange: fromPromise(({ input }) => saveChange(client, input.id, input.change)),
        },
      }),
    [client],
  );
  return <AdminLearnerPage actor={useActorRef(machine, { input: { id } })} now={() => new Date()} />;
}

/** The page for whatever state its actor is in; `now` says which subscriptions still run. The gallery renders it from a snapshot. */
export function AdminLearnerPage({ actor, now }: { actor: AdminLearnerActor; now: () => Date }) {
  const view = useSelector(actor, (snapshot) => adminLearnerView(snapshot, now()), sameView);
  return (
    <div className={css.page}>
      <Link className={controls.link} href="/admin/learners">
        {m.back}
      </Link>
      {view.screen === 'loading' ? (
        <Loading label={view.label} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <Account view={view} actor={actor} />
      )}
    </div>
  );
}

function Account({ view, actor }: { view: Extract<AdminLearnerView, { screen: 'account' }>; actor: AdminLearnerActor }) {
  return (
    <>
      <h1 lang={view.name.language}>{view.name.text}</h1>
      <Badges badges={view.badges} />
      <dl className={css.facts}>
        {view.facts.map((fact) => (
          <div key={fact.label}>
            <dt className={css.factLabel}>{fact.label}</dt>
            <dd className={css.factValue} lang={fact.language}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <section className={css.section} aria-label={m.changeRole}>
        {view.notice === null ? null : (
          <p role={view.notice.tone === 'failed' ? 'alert' : 'status'} className={css.notice} data-tone={view.notice.tone}>
            {view.notice.text}
          </p>
        )}
        <div className={css.actions}>
          <Button className={controls.button({ kind: view.toggle.event === 'DISABLE' ? 'secondary' : 'primary' })} isDisabled={view.busy} onPress={() => actor.send({ type: view.toggle.event })}>
            {view.toggle.label}
          </Button>
          <div className={css.roleField}>
            <SelectField
              label={m.newRole}
              options={view.roles}
              value={view.chosenRole}
              isDisabled={view.busy}
              onChange={(id) => {
                const role = view.roles.find((r) => r.id === id)?.id;
                if (role !== undefined) actor.send({ type: 'CHOOSE_ROLE', role });
              }}
            />
          </div>
          <Button className={controls.button({ kind: 'secondary' })} isDisabled={!view.canChangeRole} onPress={() => actor.send({ type: 'CHANGE_ROLE' })}>
            {m.changeRole}
          </Button>
        </div>
      </section>
      <section className={css.section} aria-labelledby="learner-subscriptions">
        <h2 id="learner-subscriptions" className={css.heading}>
          {m.subscriptions}
        </h2>
        {view.noSubscriptions === null ? (
          <ul className={css.rows}>
            {view.subscriptions.map((s) => (
              <li key={s.id} className={css.row}>
                <p className={css.text}>
                  <strong>{s.title}</strong>
                </p>
                <p className={css.muted}>{s.dates}</p>
                <p className={css.muted}>{s.subjects}</p>
                <Badges badges={[s.state]} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>{view.noSubscriptions}</p>
        )}
      </section>
      <section className={css.section} aria-labelledby="learner-transactions">
        <h2 id="learner-transactions" className={css.heading}>
          {m.transactions}
        </h2>
        {view.noTransactions === null ? (
          <ul className={css.rows}>
            {view.transactions.map((t) => (
              <li key={t.id} className={css.row}>
                <p className={css.text}>
                  <strong>{t.amount}</strong> · {t.title}
                </p>
                <p className={css.muted} lang="en" translate="no">
                  {t.reference}
                </p>
                <p className={css.muted}>{t.date}</p>
                <Badges badges={[t.status]} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.muted}>{view.noTransactions}</p>
        )}
      </section>
      <ConfirmDialog
        isOpen={view.confirm !== null}
        onOpenChange={(open) => (open || view.confirm?.saving === true ? undefined : actor.send({ type: 'CANCEL' }))}
        role="alertdialog"
        title={view.confirm?.title ?? ''}
        actions={
          <>
            <Button className={controls.button({ kind: 'secondary' })} isDisabled={view.confirm?.saving === true} onPress={() => actor.send({ type: 'CANCEL' })}>
              {m.cancel}
            </Button>
            <Button className={controls.button({ kind: 'primary' })} isPending={view.confirm?.saving === true} onPress={() => actor.send({ type: 'CONFIRM' })}>
              {view.confirm?.saving === true ? m.saving : m.confirm}
            </Button>
          </>
        }
      >
        <p>{view.confirm?.text ?? ''}</p>
      </ConfirmDialog>
    </>
  );
}

/** The view is rebuilt on every snapshot; one that shows the same draws nothing. */
function sameView(a: AdminLearnerView, b: AdminLearnerView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
