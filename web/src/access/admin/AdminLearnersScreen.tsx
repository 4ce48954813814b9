// /admin/learners (docs/access.md#admin-learners), Admin only (docs/access.md#admin-pages): renders the
// engine's adminLearnersMachine through adminLearnersView: the search (name, e-mail or phone; role;
// status) and the accounts as a list of cards, 20 a page, each leading to its own page. Nothing
// here decides.
import { adminLearnerMessages as m, adminLearnersMachine, adminLearnersView, type LearnerCardView } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, type FormEvent } from 'react';
import { Button, Link } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { Pager } from '../../controls/Pager';
import { SelectField } from '../../controls/SelectField';
import { TextInput } from '../../controls/TextInput';
import * as controls from '../../controls/controls.css';
import * as css from './adminLearners.css';
import { loadLearners } from './adminLearnersCalls';

export type AdminLearnersActor = ActorRefFrom<typeof adminLearnersMachine>;

export default function AdminLearnersScreen() {
  return <AdminLearnersPage actor={useAdminLearnersActor()} />;
}

function useAdminLearnersActor(): AdminLearnersActor {
  const client = useClient();
  const machine = useMemo(() => adminLearnersMachine.provide({ actors: { loadLearners: fromPromise(({ input }) => loadLearners(client, input)) } }), [client]);
  return useActorRef(machine);
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function AdminLearnersPage({ actor }: { actor: AdminLearnersActor }) {
  const view = useSelector(actor, adminLearnersView, sameView);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SEARCH' });
  };
  return (
    <div className={css.page}>
      <h1>{m.heading}</h1>
      {view.screen === 'loading' ? (
        <Loading label={view.label} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <>
          <form className={css.search} role="search" aria-label={m.heading} onSubmit={submit}>
            <TextInput label={m.searchLabel} value={view.draft} onChange={(text) => actor.send({ type: 'TYPE', text })} name="q" />
            <SelectField
              label={m.roleLabel}
              options={view.roles}
              value={view.role}
              onChange={(id) => {
                const role = view.roles.find((r) => r.id === id)?.id;
                if (role !== undefined) actor.send({ type: 'ROLE', role });
              }}
            />
            <SelectField
              label={m.statusLabel}
              options={view.statuses}
              value={view.status}
              onChange={(id) => {
                const status = view.statuses.find((s) => s.id === id)?.id;
                if (status !== undefined) actor.send({ type: 'STATUS', status });
              }}
            />
            <Button type="submit" className={controls.button({ kind: 'primary' })}>
              {m.search}
            </Button>
          </form>
          {view.refusal === null ? null : (
            <p role="alert" className={css.alert}>
              {view.refusal}
            </p>
          )}
          <section aria-labelledby="learners-found" aria-busy={view.busy} className={css.results}>
            <p id="learners-found" className={css.muted} aria-live="polite">
              {view.found}
            </p>
            {view.empty === null ? (
              <>
                <ul className={css.cards} aria-label={m.heading}>
                  {view.learners.map((learner) => (
                    <LearnerCard key={learner.id} learner={learner} />
                  ))}
                </ul>
                {view.count > view.pageSize ? <Pager page={view.page} total={view.count} size={view.pageSize} label={m.heading} onPage={(page) => actor.send({ type: 'PAGE', page })} /> : null}
              </>
            ) : (
              <p className={css.text}>{view.empty}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function LearnerCard({ learner }: { learner: LearnerCardView }) {
  return (
    <li className={css.card} data-learner={learner.id}>
      <Link className={controls.link} href={learner.href}>
        <span className={css.name} lang={learner.name.language}>
          {learner.name.text}
        </span>
      </Link>
      <p className={css.text} lang="en">
        {learner.email}
      </p>
      <p className={css.text}>{learner.phone}</p>
      <Badges badges={learner.badges} />
      {learner.lines.map((line) => (
        <p key={line} className={css.muted}>
          {line}
        </p>
      ))}
    </li>
  );
}

export function Badges({ badges }: { badges: ReadonlyArray<{ text: string; tone: 'plain' | 'warning' }> }) {
  return (
    <ul className={css.chips}>
      {badges.map((badge) => (
        <li key={badge.text} className={css.chip} data-tone={badge.tone}>
          {badge.text}
        </li>
      ))}
    </ul>
  );
}

/** The view is rebuilt on every snapshot; one that shows the same draws nothing. */
function sameView(a: ReturnType<typeof adminLearnersView>, b: ReturnType<typeof adminLearnersView>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
