// What the weakest topics on the dashboard and the topic map (/progress) share
// (docs/learning.md#mastery, #topic-map): a topic's level as a meter with how sure it is, and
// "Practise these", which puts topics in the random-test builder and opens it
// (docs/learning.md#practise-these).
import { learningMessages as m } from '@proshno/engine';
import { useState } from 'react';
import { Button, Label, Meter } from 'react-aria-components';
import { useClient } from 'urql';
import { useLocation } from 'wouter';
import { useSessionActor } from '../access/session/SessionProvider';
import * as controls from '../controls/controls.css';
import * as css from '../progress/progress.css';
import { practiseThese, type WeakTopic } from './practiseThese';

type MeterRow = { level: number; sure: 'high' | 'medium' | 'low'; topic: { name: string } };

/** The topic's level (0–100%) as a meter, named by `name`, with its sureness; `detail` under it. */
export function TopicMeter({ row, name, detail }: { row: MeterRow; name: string; detail?: string }) {
  return (
    <Meter className={css.weakMeter} value={Math.round(row.level * 100)} aria-label={m.levelLabel(row.topic.name)} valueLabel={m.level(row.level, row.sure)}>
      {({ percentage, valueText }) => (
        <>
          <Label className={css.weakName}>{name}</Label>
          <span className={css.meterTrack}>
            <span className={css.meterFill} style={{ width: `${Math.max(percentage, 4)}%` }} />
          </span>
          <span className={css.dueLine}>{valueText}</span>
          {detail === undefined ? null : <span className={css.guessLine}>{detail}</span>}
        </>
      )}
    </Meter>
  );
}

/** Builds a random test of `topics` and opens it; says so when it could not be made. */
export function PractiseTheseButton({ topics, label }: { topics: readonly WeakTopic[]; label: string }) {
  const client = useClient();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const [practice, setPractice] = useState<'idle' | 'making' | 'failed'>('idle');
  return (
    <>
      <div className={css.row}>
        <Button
          className={controls.button({ kind: 'primary' })}
          isPending={practice === 'making'}
          isDisabled={practice === 'making'}
          onPress={() => {
            const learner = session.getSnapshot().context.session?.user.id;
            if (learner === undefined) return;
            setPractice('making');
            practiseThese(client, learner, topics).then(
              () => navigate('/random-test'),
              () => setPractice('failed'),
            );
          }}
        >
          {label}
        </Button>
      </div>
      {practice === 'failed' ? (
        <p className={css.error} role="alert">
          {m.practiseFailed}
        </p>
      ) : null}
    </>
  );
}
