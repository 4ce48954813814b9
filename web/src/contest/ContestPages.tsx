// A finished contest's pages (docs/contest.md#result-screens): the caller's result, the merit list
// with the caller's row marked and their neighbourhood, and the review of the paper, which is the
// history review's view (HistoryReviewView) in a contest's frame. The engine derives every line.
import {
  contestMessages,
  contestPaths,
  contestResultView,
  contestReviewHeader,
  contestReviewShowsChoice,
  meritListView,
  meritPageOf,
  refusalCodes,
  type MeritRowView,
} from '@proshno/engine';
import { Link } from 'react-aria-components';
import { useQuery } from 'urql';
import { useSearch } from 'wouter';
import * as controls from '../controls/controls.css';
import * as contestCss from './contest.css';
import { contestResultOf, loadContestReview, meritListOf } from './contestCalls';
import { Loading } from '../controls/LoadState';
import { LoadFailed } from '../controls/LoadFailed';
import { ContestMeritListDocument, ContestResultDocument } from '../generated/graphql';
import { serverDetailOf } from '../graphql/serverError';
import { HistoryReviewView, useReviewActor, type ReviewFrame } from '../progress/history/HistoryDetailScreen';
import * as css from '../progress/progress.css';

const m = contestMessages;

function BackToContests() {
  return (
    <Link className={controls.button({ kind: 'secondary' })} href="/contest">
      {m.backToContests}
    </Link>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={`${css.screen} ${contestCss.wraps}`}>
      <div className={css.cardHead}>
        <h1 className={css.title}>{title}</h1>
        <BackToContests />
      </div>
      {children}
    </div>
  );
}

/** A refusal the server words for this page (not ready, no result, not found) is said as it is. */
function Failed({ error, onRetry }: { error: Parameters<typeof serverDetailOf>[0]; onRetry: () => void }) {
  const detail = serverDetailOf(error);
  return detail === null ? <LoadFailed onRetry={onRetry} /> : <LoadFailed text={detail} onRetry={onRetry} />;
}

/** /contest/{id}/result (docs/contest.md#learner-result) */
export function ContestResultPage({ id: contest }: { id: number | null }) {
  const [{ data, fetching, error }, reload] = useQuery({ query: ContestResultDocument, variables: { id: contest ?? 0 }, pause: contest === null, requestPolicy: 'network-only' });
  const view = data ? contestResultView(contestResultOf(data.contestResult)) : null;
  return (
    <Page title={m.resultTitle}>
      {contest === null ? (
        <LoadFailed text={m.notFound} />
      ) : view ? (
        <>
          <section className={css.card} aria-label={m.resultTitle}>
            <Facts facts={view.mine} />
          </section>
          <section className={css.card} aria-labelledby="contest-subjects">
            <h2 id="contest-subjects" className={css.title}>
              {m.subjectScores}
            </h2>
            <div className={css.tableWrap}>
              <table className={css.table} aria-labelledby="contest-subjects">
                <thead>
                  <tr>
                    <th className={css.cell}>{m.subject}</th>
                    <th className={css.numeric}>{m.score}</th>
                    <th className={css.numeric}>{m.rank}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.subjects.map((s) => (
                    <tr key={s.subject}>
                      <td className={css.cell}>{s.subject}</td>
                      <td className={css.numeric}>{s.score}</td>
                      <td className={css.numeric}>{s.rank}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className={css.card} aria-labelledby="contest-whole">
            <h2 id="contest-whole" className={css.title}>
              {m.thisContest}
            </h2>
            <Facts facts={view.contest} />
          </section>
          <div className={css.row}>
            <Link className={controls.button({ kind: 'primary' })} href={contestPaths.meritList(contest)}>
              {m.meritList}
            </Link>
            <Link className={controls.button({ kind: 'secondary' })} href={contestPaths.review(contest)}>
              {m.review}
            </Link>
          </div>
        </>
      ) : fetching || error === undefined ? (
        <Loading label={m.loadingResult} />
      ) : (
        <Failed error={error} onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
    </Page>
  );
}

/** /contest/{id}/merit-list?page={n} (docs/contest.md#merit-list) */
export function ContestMeritListPage({ id: contest }: { id: number | null }) {
  const page = meritPageOf(useSearch());
  const [{ data, fetching, error }, reload] = useQuery({
    query: ContestMeritListDocument,
    variables: { id: contest ?? 0, page },
    pause: contest === null,
    requestPolicy: 'network-only',
  });
  const view = data ? meritListView(meritListOf(data.contestMeritList)) : null;
  return (
    <Page title={m.meritListTitle}>
      {contest === null ? (
        <LoadFailed text={m.notFound} />
      ) : view ? (
        view.empty !== null ? (
          <p className={css.note}>{view.empty}</p>
        ) : (
          <>
            <section className={css.card} aria-label={m.meritListTitle}>
              <MeritTable label={m.meritListTitle} rows={view.rows} />
              <nav className={css.row} aria-label={m.meritListPages}>
                {view.previous === null ? null : (
                  <Link className={controls.button({ kind: 'secondary' })} href={contestPaths.meritList(contest, view.previous)}>
                    {m.previousPage}
                  </Link>
                )}
                <span aria-live="polite">{view.position}</span>
                {view.next === null ? null : (
                  <Link className={controls.button({ kind: 'secondary' })} href={contestPaths.meritList(contest, view.next)}>
                    {m.nextPage}
                  </Link>
                )}
              </nav>
            </section>
            {view.neighbourhood === null ? null : (
              <section className={css.card} aria-labelledby="merit-mine">
                <h2 id="merit-mine" className={css.title}>
                  {m.yourPosition}
                </h2>
                <MeritTable label={m.yourPosition} rows={view.neighbourhood} />
              </section>
            )}
          </>
        )
      ) : fetching || error === undefined ? (
        <Loading label={m.loadingMeritList} />
      ) : (
        <Failed error={error} onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
    </Page>
  );
}

function MeritTable({ label, rows }: { label: string; rows: readonly MeritRowView[] }) {
  return (
    <div className={css.tableWrap}>
      <table className={css.table} aria-label={label}>
        <thead>
          <tr>
            <th className={css.numeric}>{m.rank}</th>
            <th className={css.cell}>{m.name}</th>
            <th className={css.numeric}>{m.score}</th>
            <th className={css.numeric}>{m.percentile}</th>
            <th className={css.numeric}>{m.timeUsed}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            // The caller's row: marked for a screen reader and highlighted (docs/contest.md#merit-list).
            <tr key={row.key} className={row.isCaller ? css.mine : undefined} aria-current={row.isCaller ? 'true' : undefined}>
              <td className={css.numeric}>{row.rank}</td>
              <td className={css.cell}>{row.name}</td>
              <td className={css.numeric}>{row.score}</td>
              <td className={css.numeric}>{row.percentile}</td>
              <td className={css.numeric}>{row.timeUsed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const reviewFrame: ReviewFrame = {
  title: m.reviewTitle,
  back: { href: '/contest', label: m.backToContests },
  header: contestReviewHeader,
  showsChoice: contestReviewShowsChoice,
  empty: m.noQuestions,
};

/** /contest/{id}/review (docs/contest.md#held): the history review's machine and view over the contest's paper. */
export function ContestReviewPage({ id: contest }: { id: number | null }) {
  if (contest === null) {
    return (
      <Page title={m.reviewTitle}>
        <LoadFailed text={m.notFound} />
      </Page>
    );
  }
  return <ContestReview key={contest} contest={contest} />;
}

function ContestReview({ contest }: { contest: number }) {
  // The machine's examId is the contest's id here.
  const actor = useReviewActor(loadContestReview, { examId: contest, shownRefusals: [refusalCodes.contestNotEnded, refusalCodes.notCovered] });
  return <HistoryReviewView actor={actor} frame={reviewFrame} />;
}

/** Labelled figures, as the result page lists the learner's and the contest's. */
function Facts({ facts }: { facts: ReadonlyArray<{ label: string; value: string | number }> }) {
  return (
    <dl className={css.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
