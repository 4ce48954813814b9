// /contest (docs/contest.md#learner-screen): renders the engine's contestListMachine through
// contestListView. The machine loads the contests with the server's time, keeps its clock by the
// `clock` provided here (a TICK a second), and runs Register, Join and Practise; the exam screen
// and the contest's pages come as navigations (useMachineEffects). Nothing here decides.
import { contestListMachine, contestListView, contestMessages, messages, type ContestCardView } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromCallback, fromPromise, type ActorRefFrom, type EventObject } from 'xstate';
import * as controls from '../controls/controls.css';
import { Loading, ReloadButton, Unavailable } from '../controls/LoadState';
import { SubscriptionRequiredDialog } from '../shell/SubscriptionRequiredDialog';
import { useMachineEffects } from '../shell/useMachineEffects';
import { joinContest, loadContests, practiseContest, registerForContest } from './contestCalls';
import * as css from './contest.css';

export type ContestListActor = ActorRefFrom<typeof contestListMachine>;

export default function ContestScreen() {
  return <ContestListView actor={useContestListActor()} />;
}

/** The web's clock, once a second, for the countdowns and the turn to live. */
const secondClock = fromCallback<EventObject>(({ sendBack }) => {
  const timer = window.setInterval(() => sendBack({ type: 'TICK', now: Date.now() }), 1000);
  return () => window.clearInterval(timer);
});

function useContestListActor(): ContestListActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      contestListMachine.provide({
        actors: {
          loadContests: fromPromise(() => loadContests(client)),
          register: fromPromise(({ input }) => registerForContest(client, input.contest)),
          join: fromPromise(({ input }) => joinContest(client, input.contest)),
          practise: fromPromise(({ input }) => practiseContest(client, input.contest)),
          clock: secondClock,
        },
      }),
    [client],
  );
  const actor = useActorRef(machine);
  useMachineEffects(actor);
  return actor;
}

/** The list for whatever state its actor is in; the gallery renders it from a snapshot. */
export function ContestListView({ actor }: { actor: ContestListActor }) {
  const view = useSelector(actor, contestListView, sameView);
  return (
    <div>
      <h1>{messages.contest}</h1>
      {view.screen === 'loading' ? (
        <Loading label={contestMessages.loadingContests} />
      ) : view.screen === 'failed' ? (
        <Unavailable message={view.message}>
          <ReloadButton onPress={() => actor.send({ type: 'RETRY' })} />
        </Unavailable>
      ) : (
        <>
          {view.refusal === null ? null : <p role="alert">{view.refusal}</p>}
          {view.empty ? <p>{contestMessages.noContests}</p> : null}
          {view.sections.map((section) => (
            <section key={section.status} aria-label={section.title}>
              <h2>{section.title}</h2>
              {section.cards.map((card) => (
                <ContestCard key={card.id} card={card} busy={view.busy} onAction={(action) => actor.send({ type: 'ACT', contest: card.id, action })} />
              ))}
            </section>
          ))}
          <SubscriptionRequiredDialog isOpen={view.subscriptionRequired} onCancel={() => actor.send({ type: 'CLOSE_DIALOG' })} />
        </>
      )}
    </div>
  );
}

/** The view is rebuilt on every snapshot; a TICK that changes no countdown draws nothing. */
function sameView(a: ReturnType<typeof contestListView>, b: ReturnType<typeof contestListView>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function ContestCard({ card, busy, onAction }: { card: ContestCardView; busy: boolean; onAction: (action: ContestCardView['actions'][number]['action']) => void }) {
  return (
    <article aria-label={card.title} className={css.card}>
      <h3>{card.title}</h3>
      <p>{card.paper}</p>
      <p>{card.subjects}</p>
      <p>{card.when}</p>
      {card.note === null ? null : <p>{card.note}</p>}
      {card.countdown === null ? null : <p role="timer">{card.countdown}</p>}
      {card.actions.map(({ action, label, pending }) => (
        <Button
          key={action}
          className={controls.button({ kind: action === 'review' ? 'secondary' : 'primary' })}
          isPending={pending}
          isDisabled={busy && !pending}
          onPress={() => onAction(action)}
        >
          {label}
        </Button>
      ))}
    </article>
  );
}
