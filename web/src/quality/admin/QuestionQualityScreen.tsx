// /admin/questions (docs/content.md#admin-page), Admin only (docs/access.md#admin-pages): renders the
// engine's questionQualityMachine through questionQualityView: the open reports with their
// questions' statistics and 'Mark resolved', then the questions under a flag filter, 20 a page.
// Nothing here decides.
import { questionQualityMachine, questionQualityView, qualityMessages as m, type QuestionCardView, type ReportCardView } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { LoadFailed } from '../../controls/LoadFailed';
import { Loading } from '../../controls/LoadState';
import { Pager } from '../../controls/Pager';
import { SelectField } from '../../controls/SelectField';
import * as controls from '../../controls/controls.css';
import * as css from '../quality.css';
import { loadQuality, resolveReport } from '../qualityCalls';

export type QuestionQualityActor = ActorRefFrom<typeof questionQualityMachine>;

export default function QuestionQualityScreen() {
  return <QuestionQualityPage actor={useQuestionQualityActor()} />;
}

function useQuestionQualityActor(): QuestionQualityActor {
  const client = useClient();
  const machine = useMemo(
    () =>
      questionQualityMachine.provide({
        actors: {
          loadQuality: fromPromise(({ input }) => loadQuality(client, input)),
          resolveReport: fromPromise(({ input }) => resolveReport(client, input.report)),
        },
      }),
    [client],
  );
  return useActorRef(machine);
}

/** The page for whatever state its actor is in; the gallery renders it from a snapshot. */
export function QuestionQualityPage({ actor }: { actor: QuestionQualityActor }) {
  const view = useSelector(actor, questionQualityView, sameView);
  return (
    <div className={css.page}>
      <h1>{m.heading}</h1>
      {view.screen === 'loading' ? (
        <Loading label={view.label} />
      ) : view.screen === 'failed' ? (
        <LoadFailed text={view.message} onRetry={() => actor.send({ type: 'RETRY' })} />
      ) : (
        <>
          {view.refusal === null ? null : (
            <p role="alert" className={css.alert}>
              {view.refusal}
            </p>
          )}
          <section className={css.section} aria-labelledby="quality-reports" aria-busy={view.busy}>
            <h2 id="quality-reports" className={css.heading}>
              {m.reportsHeading}
            </h2>
            {view.noReports === null ? (
              <ul className={css.cards}>
                {view.reports.map((report) => (
                  <ReportCard key={report.id} report={report} busy={view.busy} onResolve={() => actor.send({ type: 'RESOLVE', report: report.id })} />
                ))}
              </ul>
            ) : (
              <p className={css.muted}>{view.noReports}</p>
            )}
          </section>
          <section className={css.section} aria-labelledby="quality-questions" aria-busy={view.busy}>
            <h2 id="quality-questions" className={css.heading}>
              {m.questionsHeading}
            </h2>
            <div className={css.filter}>
              <SelectField
                label={m.filterLabel}
                options={view.filters}
                value={view.filter}
                onChange={(id) => {
                  const filter = view.filters.find((f) => f.id === id)?.id;
                  if (filter !== undefined) actor.send({ type: 'FILTER', filter });
                }}
              />
            </div>
            {view.noQuestions === null ? (
              <>
                <ul className={css.cards} aria-label={m.questionsHeading}>
                  {view.questions.map((question) => (
                    <li key={question.id} className={css.card} data-question={question.id}>
                      <QuestionCard question={question} />
                    </li>
                  ))}
                </ul>
                {view.count > view.pageSize ? (
                  <Pager page={view.page} total={view.count} size={view.pageSize} label={m.questionPages} onPage={(page) => actor.send({ type: 'PAGE', page })} />
                ) : null}
              </>
            ) : (
              <p className={css.muted}>{view.noQuestions}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** The view is rebuilt on every snapshot; one that shows the same draws nothing. */
function sameView(a: ReturnType<typeof questionQualityView>, b: ReturnType<typeof questionQualityView>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function ReportCard({ report, busy, onResolve }: { report: ReportCardView; busy: boolean; onResolve: () => void }) {
  return (
    <li className={css.card} data-report={report.id} aria-label={report.reason}>
      <p className={css.text}>
        <strong>{report.reason}</strong>
      </p>
      {report.text.text === '' ? null : (
        <p className={css.text} lang={report.text.language}>
          {report.text.text}
        </p>
      )}
      <p className={css.muted}>
        {report.by.before}
        <span lang={report.by.name.language}>{report.by.name.text}</span>
        {report.by.after}
      </p>
      <QuestionCard question={report.question} />
      <div className={css.row}>
        <Button className={controls.button({ kind: 'primary' })} isPending={report.resolving} isDisabled={busy && !report.resolving} onPress={onResolve}>
          {m.resolve}
        </Button>
      </div>
    </li>
  );
}

/** A question's figures, its choices and its flags, every one in words as well as in colour. */
function QuestionCard({ question }: { question: QuestionCardView }) {
  return (
    <div className={css.section}>
      <h3 className={css.heading}>{question.title}</h3>
      <p className={css.text} lang={question.language}>
        {question.text}
      </p>
      <dl className={css.facts}>
        {question.facts.map((fact) => (
          <div key={fact.label}>
            <dt className={css.factLabel}>{fact.label}</dt>
            <dd className={css.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ul className={css.chips} aria-label={m.choices}>
        {question.choices.map((choice) => (
          <li key={choice} className={css.chip}>
            {choice}
          </li>
        ))}
      </ul>
      {question.flags.length === 0 && question.reports === null ? null : (
        <ul className={css.chips} aria-label={m.flagsLabel}>
          {question.flags.map((flag) => (
            <li key={flag} className={css.flag} data-flag={flag}>
              {flag}
            </li>
          ))}
          {question.reports === null ? null : <li className={css.chip}>{question.reports}</li>}
        </ul>
      )}
    </div>
  );
}
