// The Performance Analysis card (docs/progress.md#performance-chart): per Dhaka date Question, Right, Wrong and
// Unattempted over two days either side of today, an expand toggle, and the visx chart loaded
// only when the card renders (its code stays out of every other page's bundle).
import { dhakaDateOf, performanceWindow, progressMessages as m } from '@proshno/engine';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useQuery } from 'urql';
import * as controls from '../../controls/controls.css';
import { PerformanceGraphDocument } from '../../generated/graphql';
import * as css from '../progress.css';
import { LoadFailedNote } from './LoadFailedNote';

const PerformanceChart = lazy(() => import('./PerformanceChart'));

export function PerformanceAnalysis() {
  const [window] = useState(() => performanceWindow(dhakaDateOf(new Date().toISOString()) ?? new Date().toISOString().slice(0, 10)));
  const [result, reexecute] = useQuery({ query: PerformanceGraphDocument, variables: window, requestPolicy: 'cache-and-network' });
  const [expanded, setExpanded] = useState(false);
  const days = result.data?.performanceGraph;
  return (
    <section className={css.card} aria-labelledby="performance-title">
      <div className={css.cardHead}>
        <h2 id="performance-title" className={css.title}>
          {m.performanceTitle}
        </h2>
        <Button className={controls.button({ kind: 'secondary' })} aria-expanded={expanded} onPress={() => setExpanded(!expanded)}>
          {expanded ? m.performanceCollapse : m.performanceExpand}
        </Button>
      </div>
      <div className={css.chartArea}>
        {days === undefined && result.error !== undefined ? (
          <LoadFailedNote onReload={() => reexecute({ requestPolicy: 'network-only' })} />
        ) : days === undefined ? (
          <p className={css.note}>{m.loading}</p>
        ) : (
          <Suspense fallback={<p className={css.note}>{m.performanceChartLoading}</p>}>
            <PerformanceChart days={days} expanded={expanded} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
