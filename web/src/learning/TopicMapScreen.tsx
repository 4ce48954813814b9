// /progress (docs/learning.md#topic-map): every topic the learner has met, by subject, each with its
// level as a meter, how sure it is and how many of its questions they answered right; the subject
// with the weakest topic first. "Practise the weakest" does what the dashboard's "Practise these"
// does. Loading, a load failure with Reload, and nothing met yet.
import { learningMessages as m, progressMessages, topicMapOf, weakestTopics } from '@proshno/engine';
import { useQuery } from 'urql';
import { MasteryDocument } from '../generated/graphql';
import * as css from '../progress/progress.css';
import { LoadFailedNote } from '../progress/home/LoadFailedNote';
import { PractiseTheseButton, TopicMeter } from './topicParts';

export default function TopicMapScreen() {
  const [result, reexecute] = useQuery({ query: MasteryDocument, requestPolicy: 'cache-and-network' });
  const rows = result.data?.mastery;
  const weakest = weakestTopics(rows ?? []);
  return (
    <div className={css.screen}>
      <section className={css.card} aria-labelledby="topic-map-title" aria-busy={rows === undefined && result.error === undefined}>
        <h1 id="topic-map-title" className={css.title}>
          {m.mapTitle}
        </h1>
        {rows === undefined ? (
          result.error === undefined ? (
            <p className={css.dueLine}>{progressMessages.loading}</p>
          ) : (
            <LoadFailedNote onReload={() => reexecute({ requestPolicy: 'network-only' })} />
          )
        ) : rows.length === 0 ? (
          <p className={css.dueLine}>{m.mapNone}</p>
        ) : (
          <>
            <p className={css.dueLine}>{m.mapIntro}</p>
            {weakest.length === 0 ? null : <PractiseTheseButton topics={weakest} label={m.mapPractise} />}
          </>
        )}
      </section>
      {topicMapOf(rows ?? []).map(({ subject, topics }) => (
        <section key={subject.id} className={css.card} aria-labelledby={`map-subject-${subject.id}`} data-testid="map-subject">
          <h2 id={`map-subject-${subject.id}`} className={css.title}>
            {subject.name}
          </h2>
          <ul className={css.weakList}>
            {topics.map((row) => (
              <li key={row.topic.id} data-testid="map-topic">
                <TopicMeter row={row} name={row.topic.name} detail={m.mapAnswers(row.answered, row.right)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
