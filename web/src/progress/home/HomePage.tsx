// /home: the dashboard (docs/progress.md#dashboard) — the four stat cards, the reviews due today (docs/learning.md#due-today), My Exam Schedule, My Packages (hidden
// on small screens), the Performance Analysis chart, the registered contests (docs/contest.md#on-dashboard) and the
// weakest topics (docs/learning.md#mastery), last so that its growing moves nothing.
import { fillIn, progressMessages } from '@proshno/engine';
import { useCallback, useState, type ReactNode } from 'react';
import { DueTodayCard } from '../../learning/DueTodayCard';
import { PlanCard } from '../../learning/PlanCard';
import { WeakTopicsCard } from '../../learning/WeakTopicsCard';
import { ScheduledExams } from '../../practice/schedule/ScheduledExams';
import { MyContests } from './MyContests';
import { MyPackages } from './MyPackages';
import { PerformanceAnalysis } from './PerformanceAnalysis';
import { StatCards } from './StatCards';
import * as css from '../progress.css';
import { useSession } from '../../access/session/SessionProvider';

export default function HomePage() {
  const { session } = useSession();
  const [scheduleAnswered, setScheduleAnswered] = useState(false);
  const [packagesAnswered, setPackagesAnswered] = useState(false);
  const scheduleHere = useCallback(() => setScheduleAnswered(true), []);
  const packagesHere = useCallback(() => setPackagesAnswered(true), []);
  return (
    <div className={css.screen}>
      <h1 id="home-title" className={css.title}>
        {session === null ? progressMessages.welcome : fillIn(progressMessages.welcomeName, { name: session.user.full_name })}
      </h1>
      <StatCards />
      <DueTodayCard />
      <ScheduledExams onAnswered={scheduleHere} />
      <Held until={scheduleAnswered}>
        <MyPackages onAnswered={packagesHere} />
      </Held>
      <Held until={scheduleAnswered && packagesAnswered}>
        <PerformanceAnalysis />
        <MyContests />
        <WeakTopicsCard />
        <PlanCard />
      </Held>
    </div>
  );
}

/**
 * Cards laid out but not shown until the cards above them have their data (docs/progress.md#no-shift):
 * a card that grows from its Loading… line to its rows then moves nothing on screen. Its queries
 * start at once all the same.
 */
function Held({ until, children }: { until: boolean; children: ReactNode }) {
  return <div className={until ? css.shown : css.held}>{children}</div>;
}
