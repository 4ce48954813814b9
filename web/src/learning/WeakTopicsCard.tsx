// The learner's three weakest topics on the dashboard (docs/learning.md#mastery): each with its
// level (the share of questions of average difficulty they would answer right) as a meter and how
// sure that is. Only topics met at least three times count (the engine's weakestTopics). "Practise
// these" puts them in the random-test builder and opens it (docs/learning.md#practise-these).
import { learningMessages as m, weakestTopics } from '@proshno/engine';
import { useState } from 'react';
import { Button, Label, Meter } from 'react-aria-components';
import { useClient, useQuery } from 'urql';
import { useLocation } from 'wouter';
import { useSessionActor } from '../access/session/SessionProvider';
import * as controls from '../controls/controls.css';
import { MasteryDocument } from '../generated/graphql';
import * as css from '../progress/progress.css';
import { LoadFailedNote } from '../progress/home/LoadFailedNote';
import { practiseThese } from './practiseThese';

export function WeakTopicsCard() {
  const client = useClient();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const [practice, setPractice] = useState<'idle' | 'making' | 'failed'>('idle');
  const [result, reexecute] = useQuery({ query: MasteryDocument, requestPolicy: 'cache-and-network' });
  const rows = result.data?.mastery;
  if (rows === undefined && result.error !== undefined) {
    return <LoadFailedNote onReload={() => reexecute({ requestPolicy: 'network-only' })} />;
  }
  const weakest = weakestTopics(rows ?? []);
  return (
    <section className={css.card} aria-labelledby="weakest-topics" aria-busy={rows === undefined}>
      <h2 id="weakest-topics" className={css.title}>
        {m.weakestTitle}
      </h2>
      {rows === undefined ? (
        <p className={css.dueLine}>{m.loading}</p>
      ) : weakest.length === 0 ? (
        <p className={css.dueLine}>{m.weakestNone}</p>
      ) : (
        <ul className={css.weakList}>
          {weakest.map((row) => (
            <li key={row.topic.id} data-testid="weak-topic">
              <Meter className={css.weakMeter} value={Math.round(row.level * 100)} aria-label={m.levelLabel(row.topic.name)} valueLabel={m.level(row.level, row.sure)}>
                {({ percentage, valueText }) => (
                  <>
                    <Label className={css.weakName}>{m.topicPath(row.subject.name, row.topic.name)}</Label>
                    <span className={css.meterTrack}>
                      <span className={css.meterFill} style={{ width: `${Math.max(percentage, 4)}%` }} />
                    </span>
                    <span className={css.dueLine}>{valueText}</span>
                  </>
                )}
              </Meter>
            </li>
          ))}
        </ul>
      )}
      {weakest.length === 0 ? null : (
        <div className={css.row}>
          <Button
            className={controls.button({ kind: 'primary' })}
            isPending={practice === 'making'}
            isDisabled={practice === 'making'}
            onPress={() => {
              const learner = session.getSnapshot().context.session?.user.id;
              if (learner === undefined) return;
              setPractice('making');
              practiseThese(client, learner, weakest).then(
                () => navigate('/random-test'),
                () => setPractice('failed'),
              );
            }}
          >
            {m.practiseThese}
          </Button>
        </div>
      )}
      {practice === 'failed' ? (
        <p className={css.error} role="alert">
          {m.practiseFailed}
        </p>
      ) : null}
    </section>
  );
}
