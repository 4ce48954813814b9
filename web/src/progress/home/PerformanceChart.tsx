// The bar chart itself, drawn with visx (scales, groups, bars, axes): four bars per date, a y-axis
// up to 50 or the largest day (engine chartMaxY). A table with the same numbers is kept for screen
// readers, so the chart is never the only way to read them.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { chartDays, chartMaxY, formatDigits, progressMessages, type ChartBar, type DailyStats } from '@proshno/engine';
import { useEffect, useRef, useState, type RefObject } from 'react';
import * as exam from '../../exam/exam.css';
import * as css from '../progress.css';

const MARGIN = { top: 12, right: 8, bottom: 32, left: 40 };
const colours: Record<ChartBar['key'], string> = { question: '#1f5fbf', right: '#137a3e', wrong: '#b42318', unattempted: '#8a94a8' };

export default function PerformanceChart({ days, expanded }: { days: readonly DailyStats[]; expanded: boolean }) {
  const [frame, width] = useWidth();
  const height = expanded ? 420 : 240;
  const chart = chartDays(days);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const dates = scaleBand<string>({ domain: chart.map((day) => day.label), range: [0, innerWidth], padding: 0.2 });
  const kinds = scaleBand<string>({ domain: ['question', 'right', 'wrong', 'unattempted'], range: [0, dates.bandwidth()], padding: 0.1 });
  const values = scaleLinear<number>({ domain: [0, chartMaxY(days)], range: [innerHeight, 0], nice: true });
  return (
    <>
      <div ref={frame}>
      <svg width={width} height={height} role="img" aria-labelledby="performance-title" data-expanded={expanded ? '' : undefined}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {chart.map((day) => (
            <Group key={day.date} left={dates(day.label) ?? 0}>
              {day.bars.map((bar) => {
                const top = values(bar.value);
                return (
                  <Bar key={bar.key} x={kinds(bar.key) ?? 0} y={top} width={kinds.bandwidth()} height={innerHeight - top} fill={colours[bar.key]}>
                    <title>{`${day.label} ${bar.label}: ${formatDigits(bar.value)}`}</title>
                  </Bar>
                );
              })}
            </Group>
          ))}
          <AxisLeft scale={values} numTicks={5} tickFormat={(value) => formatDigits(Number(value))} tickLabelProps={{ fontSize: 12 }} />
          <AxisBottom top={innerHeight} scale={dates} tickLabelProps={{ fontSize: 12 }} />
        </Group>
      </svg>
      </div>
      <ul className={css.row} aria-hidden="true" style={{ listStyle: 'none', padding: 0, margin: 0, fontSize: '0.875rem' }}>
        {chart[0]?.bars.map((bar) => (
          <li key={bar.key} className={css.row}>
            <span style={{ display: 'inline-block', width: 12, height: 12, background: colours[bar.key] }} />
            {bar.label}
          </li>
        ))}
      </ul>
      <div className={exam.visuallyHidden}>
      <table aria-label={progressMessages.performanceTableLabel}>
        <thead>
          <tr>
            <th scope="col">{progressMessages.performanceDateColumn}</th>
            {chart[0]?.bars.map((bar) => (
              <th key={bar.key} scope="col">
                {bar.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.map((day) => (
            <tr key={day.date} data-date={day.date}>
              <th scope="row">{day.label}</th>
              {day.bars.map((bar) => (
                <td key={bar.key}>{formatDigits(bar.value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}

/** The chart's own width, followed as the card resizes (a phone turned, the window narrowed). */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const frame = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(320);
  useEffect(() => {
    const element = frame.current;
    if (element === null) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 320)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [frame, width];
}
