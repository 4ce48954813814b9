// /contest (docs/contest.md#learner-screen): upcoming, live and finished contests with what the
// engine's contestCard offers; Register needs the subscription ('Subscription Required' dialog),
// Join and Practise open the exam screen (/exam/{id}); Result, Merit list and Review open the
// contest's pages (docs/contest.md#result-screens). Every card reads the server's clock
// (docs/contest.md#server-clock): the web's clock plus the offset measured when the screen opens.
import {
  clockOffset,
  contestCard,
  contestFacts,
  contestMessages,
  contestPaths,
  contestSections,
  formatDhakaDateTime,
  isRefusal,
  messages,
  refusalCodes,
  type ContestAction,
} from '@proshno/engine';
import { useCallback, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useClient, useMutation, useQuery, type CombinedError } from 'urql';
import { useLocation } from 'wouter';
import { LoadFailed, serverDetailOf } from '../commerce/LoadState';
import * as controls from '../controls/controls.css';
import * as css from './contest.css';
import { Loading } from '../controls/LoadState';
import { ContestsDocument, JoinContestDocument, PractiseContestDocument, RegisterForContestDocument, ServerTimeDocument, type ContestsQuery } from '../generated/graphql';
import { toServerError } from '../graphql/serverError';
import { SubscriptionRequiredDialog } from '../shell/SubscriptionRequiredDialog';

type Contest = ContestsQuery['contests'][number];


/** The local clock, read once a second: the countdown and the turn to live follow it. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

type Offset = { state: 'measuring' } | { state: 'failed' } | { state: 'known'; ms: number };

/** docs/contest.md#server-clock: the server's time, read in its own query, as an offset from the web's clock (engine clockOffset). */
function useServerOffset(): { offset: Offset; measure: () => void } {
  const client = useClient();
  const [offset, setOffset] = useState<Offset>({ state: 'measuring' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    const sent = Date.now();
    void client
      .query(ServerTimeDocument, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then(({ data }) => {
        if (!current) return;
        setOffset(data ? { state: 'known', ms: clockOffset(data.serverTime, sent, Date.now()) } : { state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [client, round]);
  const measure = useCallback(() => {
    setOffset((was) => (was.state === 'known' ? was : { state: 'measuring' }));
    setRound((n) => n + 1);
  }, []);
  return { offset, measure };
}

const isSubscriptionRefusal = (error: CombinedError | undefined) => error !== undefined && isRefusal(toServerError(error), refusalCodes.notCovered);

export default function ContestScreen() {
  const [{ data, error }, reloadList] = useQuery({ query: ContestsDocument, requestPolicy: 'cache-and-network' });
  const { offset, measure } = useServerOffset();
  const localNow = useNow();
  const now = offset.state === 'known' ? localNow + offset.ms : null;
  const reload = (context: { requestPolicy: 'network-only' }) => {
    measure();
    reloadList(context);
  };
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
    } else {
      navigate(contestPaths[action](contest.id));
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
      {data && now !== null ? (
        data.contests.length === 0 ? (
          <p>{contestMessages.noContests}</p>
        ) : (
          contestSections(data.contests, now).map(({ status: section, contests: rows }) => {
            return (
              <section key={section} aria-label={contestMessages[section]}>
                <h2>{contestMessages[section]}</h2>
                {rows.map((contest) => (
                  <ContestCardView key={contest.id} contest={contest} now={now} onAction={(action) => void act(contest, action)} />
                ))}
              </section>
            );
          })
        )
      ) : error === undefined && offset.state !== 'failed' ? (
        <Loading label={contestMessages.loadingContests} />
      ) : (
        <LoadFailed text={(error && serverDetailOf(error)) ?? undefined} onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
      <SubscriptionRequiredDialog isOpen={needsSubscription} onCancel={() => setNeedsSubscription(false)} />
    </div>
  );
}

function ContestCardView({ contest, now, onAction }: { contest: Contest; now: number; onAction: (action: ContestAction) => void }) {
  const card = contestCard(contest, now);
  const facts = contestFacts(contest);
  return (
    <article aria-label={contest.title} className={css.card}>
      <h3>{contest.title}</h3>
      <p>{facts.paper}</p>
      <p>{facts.subjects}</p>
      <p>
        {formatDhakaDateTime(contest.start_time)} · {facts.terms}
      </p>
      {card.note === null ? null : <p>{card.note}</p>}
      {card.countdown === null ? null : <p role="timer">{card.countdown}</p>}
      {card.actions.map(({ action, label }) => (
        <Button key={action} className={controls.button({ kind: action === 'review' ? 'secondary' : 'primary' })} onPress={() => onAction(action)}>
          {label}
        </Button>
      ))}
    </article>
  );
}
