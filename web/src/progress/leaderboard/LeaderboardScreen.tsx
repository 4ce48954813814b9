// /leaderboard (docs/progress.md#leaderboard): the period tabs (Lifetime first shown) and the
// Custom Year / Month / Week selection from the engine's leaderboardPeriodMachine, a table of Rank,
// Name and Score 10 a page, the 'Showing data for' summary. Every range is fetched afresh.
import {
  clampPage,
  customYears,
  dhakaDateOf,
  fillIn,
  GRID_PAGE_SIZE,
  leaderboardLines,
  leaderboardPeriodMachine,
  leaderboardPeriodViewOf,
  leaderboardTabLabels,
  leaderboardTabs,
  pageOfOwnRow,
  pagerShown,
  progressMessages,
  showingDataFor,
  formatDigits,
  weeksOfMonth,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type LeaderboardTab,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useClient } from 'urql';
import type { ActorRefFrom } from 'xstate';
import { Pager } from '../../controls/Pager';
import { SelectField } from '../../controls/SelectField';
import * as controls from '../../controls/controls.css';
import { LoadFailureText } from '../../controls/LoadState';
import { LeaderboardDocument } from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';
import * as css from '../progress.css';

export type Board = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; entries: readonly LeaderboardEntry[] };

const m = progressMessages;

export default function LeaderboardScreen() {
  const { board, page, setPage, request } = useLeaderboard();
  const machine = useMemo(() => leaderboardPeriodMachine.provide({ actions: { requestLeaderboard: (_, { period }: { period: LeaderboardPeriod }) => request(period) } }), [request]);
  const [today] = useState(() => todayInDhaka());
  const actor = useActorRef(machine, { input: { today } });
  return <LeaderboardView actor={actor} board={board} page={page} onPage={setPage} />;
}

export type LeaderboardActor = ActorRefFrom<typeof leaderboardPeriodMachine>;

/** The table's rows for the requested range: docs/api.md#caching, never cached; only the newest request may fill the table. */
export function useLeaderboard(): { board: Board; page: number; setPage: (page: number) => void; request: (period: LeaderboardPeriod) => void } {
  const client = useClient();
  const [board, setBoard] = useState<Board>({ state: 'loading' });
  const [page, setPage] = useState(1);
  const latest = useRef(0);
  const request = useCallback(
    (period: LeaderboardPeriod) => {
      const ticket = (latest.current += 1);
      setBoard({ state: 'loading' });
      setPage(1);
      dataOf(client.query(LeaderboardDocument, period, { requestPolicy: 'network-only' }).toPromise()).then(
        (data) => {
          if (ticket !== latest.current) return;
          setBoard({ state: 'loaded', entries: data.leaderboard });
          setPage(pageOfOwnRow(data.leaderboard));
        },
        () => ticket === latest.current && setBoard({ state: 'failed' }),
      );
    },
    [client],
  );
  return { board, page, setPage, request };
}

/** The period picker of the actor's state over the fetched table (the gallery renders it from a snapshot). */
export function LeaderboardView({ actor, board, page, onPage }: { actor: LeaderboardActor; board: Board; page: number; onPage: (page: number) => void }) {
  const snapshot = useSelector(actor, (s) => s);
  const { tab } = leaderboardPeriodViewOf(snapshot);
  const { today, custom, period, error } = snapshot.context;

  return (
    <div className={css.screen}>
      <section className={css.card} aria-labelledby="leaderboard-title">
        <h1 id="leaderboard-title" className={css.title}>
          {m.leaderboardTitle}
        </h1>
        <Tabs selectedKey={tab} onSelectionChange={(key) => {
            const chosen = tabOf(key);
            if (chosen !== undefined) actor.send({ type: 'SELECT_TAB', tab: chosen });
          }}>
          <TabList className={css.tabs} aria-label={m.leaderboardPeriodLabel}>
            {leaderboardTabs.map((key) => (
              <Tab key={key} id={key} className={css.tab}>
                {leaderboardTabLabels[key]}
              </Tab>
            ))}
          </TabList>
          {leaderboardTabs.map((key) => (
            <TabPanel key={key} id={key}>
              {key === 'custom' ? (
                <div className={`${css.card} ${css.fields}`}>
                  <SelectField
                    label={m.leaderboardYear}
                    options={customYears(today).map((year) => ({ id: String(year), name: String(year) }))}
                    value={custom.year === null ? '' : String(custom.year)}
                    onChange={(value) => actor.send({ type: 'SET_YEAR', year: value === '' ? null : Number(value) })}
                  />
                  <SelectField
                    label={m.leaderboardMonth}
                    placeholder={m.anyMonth}
                    options={[{ id: '', name: m.anyMonth }, ...m.leaderboardMonths.map((name, i) => ({ id: String(i + 1), name }))]}
                    value={custom.month === null ? '' : String(custom.month)}
                    onChange={(value) => actor.send({ type: 'SET_MONTH', month: value === '' ? null : Number(value) })}
                  />
                  <SelectField
                    label={m.leaderboardWeek}
                    placeholder={m.anyWeek}
                    isDisabled={custom.year === null || custom.month === null}
                    options={[
                      { id: '', name: m.anyWeek },
                      ...(custom.year === null || custom.month === null ? [] : weeksOfMonth(custom.year, custom.month)).map((week) => ({
                        id: String(week.week),
                        name: fillIn(m.leaderboardWeekOption, { week: week.week, first: week.firstDay, last: week.lastDay }),
                      })),
                    ]}
                    value={custom.week === null ? '' : String(custom.week)}
                    onChange={(value) => actor.send({ type: 'SET_WEEK', week: value === '' ? null : Number(value) })}
                  />
                  <div className={css.row}>
                    <Button className={controls.button({ kind: 'primary' })} onPress={() => actor.send({ type: 'APPLY' })}>
                      {m.applySelection}
                    </Button>
                  </div>
                  {error === null ? null : (
                    <p className={css.error} role="alert">
                      {error}
                    </p>
                  )}
                </div>
              ) : null}
            </TabPanel>
          ))}
        </Tabs>
        <p className={css.note} data-testid="showing-data-for">
          {showingDataFor(period)}
        </p>
        <p className={css.hint}>{m.leaderboardScoreExplained}</p>
        <BoardTable board={board} page={page} onPage={onPage} />
      </section>
    </div>
  );
}

function BoardTable({ board, page, onPage }: { board: Board; page: number; onPage: (page: number) => void }) {
  if (board.state === 'loading') return <p className={css.note}>{m.loading}</p>;
  if (board.state === 'failed') {
    return (
      <p className={css.error} role="alert">
        <LoadFailureText message={m.leaderboardLoadFailed} />
      </p>
    );
  }
  if (board.entries.length === 0) return <p className={css.note}>{m.leaderboardEmpty}</p>;
  const shown = clampPage(page, board.entries.length, GRID_PAGE_SIZE);
  return (
    <>
      <div className={css.tableWrap}>
        <table className={css.table} aria-label={m.leaderboardTitle}>
          <thead>
            <tr>
              <th className={css.cell} scope="col">
                {m.leaderboardRankColumn}
              </th>
              <th className={css.cell} scope="col">
                {m.leaderboardNameColumn}
              </th>
              <th className={css.numeric} scope="col">
                {m.leaderboardScoreColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {leaderboardLines(board.entries, shown).map((line, i) => (
              <tr key={`${line.rank}-${i}`} className={line.you ? css.mine : undefined} aria-current={line.you ? 'true' : undefined}>
                <td className={css.cell}>{formatDigits(line.rank)}</td>
                <td className={css.cell}>
                  {line.name}
                  {line.you ? <span className={css.youMark}> {m.leaderboardYou}</span> : null}
                </td>
                <td className={css.numeric}>{formatDigits(line.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagerShown(board.entries.length, GRID_PAGE_SIZE) ? (
        <Pager page={shown} total={board.entries.length} size={GRID_PAGE_SIZE} onPage={onPage} label={m.leaderboardPagesLabel} />
      ) : null}
    </>
  );
}

function todayInDhaka(): string {
  const now = new Date().toISOString();
  return dhakaDateOf(now) ?? now.slice(0, 10);
}

function tabOf(value: unknown): LeaderboardTab | undefined {
  return leaderboardTabs.find((tab) => tab === value);
}
