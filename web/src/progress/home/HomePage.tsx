// /home: the dashboard (docs/progress.md#dashboard) — the four stat cards, My Exam Schedule, My Packages (hidden
// on small screens), the Performance Analysis chart and the registered contests (docs/contest.md#on-dashboard).
import { fillIn, progressMessages } from '@proshno/engine';
import { ScheduledExams } from '../../practice/schedule/ScheduledExams';
import { MyContests } from './MyContests';
import { MyPackages } from './MyPackages';
import { PerformanceAnalysis } from './PerformanceAnalysis';
import { StatCards } from './StatCards';
import * as css from '../progress.css';
import { useSession } from '../../access/session/SessionProvider';

export default function HomePage() {
  const { session } = useSession();
  return (
    <div className={css.screen}>
      <h1 id="home-title" className={css.title}>
        {session === null ? progressMessages.welcome : fillIn(progressMessages.welcomeName, { name: session.user.full_name })}
      </h1>
      <StatCards />
      <ScheduledExams />
      <MyPackages />
      <PerformanceAnalysis />
      <MyContests />
    </div>
  );
}
