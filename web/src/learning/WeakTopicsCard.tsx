// The learner's three weakest topics on the dashboard (docs/learning.md#mastery): each with its
// level (the share of questions of average difficulty they would answer right) as a meter and how
// sure that is. Only topics met at least three times count (the engine's weakestTopics). "Practise
// these" puts them in the random-test builder and opens it (docs/learning.md#practise-these); every
// topic is on /progress (docs/learning.md#topic-map).
import { learningMessages as m, weakestTopics } from '@proshno/engine';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import * as controls from '../controls/controls.css';
import { MasteryDocument } from '../generated/graphql';
import * as css from '../progress/progress.css';
import { LoadFailedNote } from '../progress/home/LoadFailedNote';
import { PractiseTheseButton, TopicMeter } from './topicParts';

export function WeakTopicsCard() {
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
              <TopicMeter row={row} name={m.topicPath(row.subject.name, row.topic.name)} />
            </li>
          ))}
        </ul>
      )}
      {weakest.length === 0 ? null : <PractiseTheseButton topics={weakest} label={m.practiseThese} />}
      {rows === undefined || rows.length === 0 ? null : (
        <Link className={controls.button({ kind: 'ghost' })} href="/progress">
          {m.allTopics}
        </Link>
      )}
    </section>
  );
}
