// The plan toward the learner's exam on the dashboard (docs/learning.md#plan): the target with the
// days left and today's reviews and new questions, the streak, and the form that sets, changes or
// removes the target. Rendered from the engine's planMachine.
import { learningMessages as m, planMachine, planViewOf } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailureText } from '../controls/LoadState';
import * as controls from '../controls/controls.css';
import * as css from '../progress/progress.css';
import { clearPlan, loadPlan, savePlan } from './planCalls';

export type PlanActor = ActorRefFrom<typeof planMachine>;

const PlanForm = lazy(() => import('./PlanForm'));

export function PlanCard() {
  const client = useClient();
  const machine = useMemo(
    () =>
      planMachine.provide({
        actors: {
          loadPlan: fromPromise(() => loadPlan(client)),
          savePlan: fromPromise(({ input }) => savePlan(client, input)),
          clearPlan: fromPromise(() => clearPlan(client)),
        },
      }),
    [client],
  );
  const actor = useActorRef(machine);
  return <PlanView actor={actor} />;
}

/** The card for whatever state the actor is in (the gallery renders it from a snapshot). */
export function PlanView({ actor }: { actor: PlanActor }) {
  const view = useSelector(actor, planViewOf);
  return (
    <section className={css.card} aria-labelledby="plan-title" aria-busy={view.screen === 'loading'} data-testid="plan">
      <h2 id="plan-title" className={css.title}>
        {m.planTitle}
      </h2>
      {view.screen === 'loading' ? (
        <p className={css.dueLine}>{m.planLoading}</p>
      ) : view.screen === 'failed' ? (
        <p className={css.error} role="alert">
          <LoadFailureText message={view.error} />{' '}
          <Button className={controls.button({ kind: 'ghost' })} onPress={() => actor.send({ type: 'RETRY' })}>
            {m.retry}
          </Button>
        </p>
      ) : view.screen === 'editing' ? (
        // The form (its date field the largest part) loads when it opens: most visits never open it.
        <Suspense fallback={<p className={css.dueLine}>{m.planLoading}</p>}>
          <PlanForm actor={actor} view={view} />
        </Suspense>
      ) : (
        <>
          {view.plan === null ? (
            <p className={css.dueLine}>{m.planNone}</p>
          ) : (
            <div className={css.planLines}>
              <strong className={css.weakName} data-testid="plan-name">
                {view.plan.name}
              </strong>
              <span className={css.planWhen} data-testid="plan-when">
                {view.plan.when}
              </span>
              {view.plan.today === null ? null : (
                <span className={css.dueLine} data-testid="plan-today">
                  {view.plan.today}
                </span>
              )}
            </div>
          )}
          <p className={css.dueLine} data-testid="streak">
            <strong>{view.streak}</strong>
            {view.streakNote === '' ? null : ` · ${view.streakNote}`}
          </p>
          {view.error === null ? null : (
            <p className={controls.alert} role="alert">
              {view.error}
            </p>
          )}
          <div className={css.row}>
            <Button
              className={controls.button({ kind: view.plan === null ? 'primary' : 'secondary' })}
              isDisabled={view.busy}
              onPress={() => actor.send({ type: 'EDIT' })}
            >
              {view.plan === null ? m.planSet : m.planChange}
            </Button>
            {view.plan === null ? null : (
              <Button className={controls.button({ kind: 'ghost' })} isPending={view.busy} isDisabled={view.busy} onPress={() => actor.send({ type: 'REMOVE' })}>
                {m.planRemove}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
