// /contest (docs/contest.md#learner-screen): upcoming, live and finished contests with what the
// engine's contestCard offers; Register needs the subscription ('Subscription Required' dialog),
// Join and Practise open the exam screen (/exam/{id}).
import { contestCard, contestFacts, contestMessages, formatDhakaDateTime, messages, type ContestAction, type ContestStatus } from '@proshno/engine';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { useLocation } from 'wouter';
import { LoadFailed, serverDetailOf } from '../commerce/LoadState';
import * as controls from '../controls/controls.css';
import { Loading } from '../controls/LoadState';
import { ContestsDocument, JoinContestDocument, PractiseContestDocument, RegisterForContestDocument, type ContestsQuery } from '../generated/graphql';
import { SubscriptionRequiredDialog } from '../shell/SubscriptionRequiredDialog';

type Contest = ContestsQuery['contests'][number];

const SECTIONS: ReadonlyArray<Exclude<ContestStatus, 'cancelled'>> = ['live', 'upcoming', 'finished'];

/** The local clock, read once a second: the countdown and the turn to live follow it. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const isSubscriptionRefusal = (error: CombinedError | undefined) => error !== undefined && (serverDetailOf(error) ?? '').startsWith('Your subscription does not cover');

export default function ContestScreen() {
  const [{ data, fetching, error }, reload] = useQuery({ query: ContestsDocument, requestPolicy: 'cache-and-network' });
  const now = useNow();
  const [, navigate] = useLocation();
  const [, register] = useMutation(RegisterForContestDocument);
  const [, join] = useMutation(JoinContestDocument);
  const [, practise] = useMutation(PractiseContestDocument);
  const [needsSubscription, setNeedsSubscription] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function act(contest: Contest, action: ContestAction) {
    setRefusal(null);
    const variables = { id: contest.id };
    if (action === 'register') {
      const answer = await register(variables);
      if (isSubscriptionRefusal(answer.error)) setNeedsSubscription(true);
      else if (answer.error) setRefusal(serverDetailOf(answer.error));
      else reload({ requestPolicy: 'network-only' });
    } else if (action === 'join') {
      const answer = await join(variables);
      opened(answer.error, answer.data?.joinContest.id);
    } else if (action === 'practise') {
      const answer = await practise(variables);
      opened(answer.error, answer.data?.practiseContest.id);
    }
  }

  /** A sitting or practice attempt opens on the exam screen; a refusal is said. */
  function opened(error: CombinedError | undefined, exam: number | undefined) {
    if (isSubscriptionRefusal(error)) setNeedsSubscription(true);
    else if (error) setRefusal(serverDetailOf(error));
    else if (exam !== undefined) navigate(`/exam/${exam}`);
  }

  return (
    <div>
      <h1>{messages.contest}</h1>
      {refusal === null ? null : <p role="alert">{refusal}</p>}
      {data ? (
        data.contests.length === 0 ? (
          <p>{contestMessages.noContests}</p>
        ) : (
          SECTIONS.map((section) => {
            const rows = data.contests.filter((c) => contestCard(c, now).status === section);
            return rows.length === 0 ? null : (
              <section key={section} aria-label={contestMessages[section]}>
                <h2>{contestMessages[section]}</h2>
                {rows.map((contest) => (
                  <ContestCardView key={contest.id} contest={contest} now={now} onAction={(action) => void act(contest, action)} />
                ))}
              </section>
            );
          })
        )
      ) : fetching || error === undefined ? (
        <Loading label="Loading contests" />
      ) : (
        <LoadFailed text={serverDetailOf(error) ?? undefined} onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
      <SubscriptionRequiredDialog isOpen={needsSubscription} onCancel={() => setNeedsSubscription(false)} />
    </div>
  );
}

function ContestCardView({ contest, now, onAction }: { contest: Contest; now: number; onAction: (action: ContestAction) => void }) {
  const card = contestCard(contest, now);
  const facts = contestFacts(contest);
  return (
    <article aria-label={contest.title} style={{ overflowWrap: 'anywhere', marginBlock: '1rem' }}>
      <h3>{contest.title}</h3>
      <p>{facts.paper}</p>
      <p>{facts.subjects}</p>
      <p>
        {formatDhakaDateTime(contest.start_time)} · {facts.terms}
      </p>
      {card.note === null ? null : <p>{card.note}</p>}
      {card.countdown === null ? null : <p role="timer">{card.countdown}</p>}
      {card.actions
        .filter(({ action }) => action === 'register' || action === 'join' || action === 'practise')
        .map(({ action, label }) => (
          <Button key={action} className={controls.button({ kind: 'primary' })} onPress={() => onAction(action)}>
            {label}
          </Button>
        ))}
    </article>
  );
}
