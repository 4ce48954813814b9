// /custom-packages ('Customize your plan', docs/commerce.md#custom-plan), rendering the engine's
// customPlanMachine: a duration, the grade-and-subject checklist of subjects with status true,
// the invoice table priced per duration, the terms and Subscribe Now (disabled until valid).
import {
  cheapestStandardCover,
  commerceMessages,
  CUSTOM_PLAN_DURATIONS,
  customPlanMachine,
  customPlanViewOf,
  customPlanTotal,
  fillIn,
  formatTaka,
  offeredSubjects,
  STANDARD_PACKAGE_TYPES,
  type CustomPlanSelection,
} from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Checkbox, Link } from 'react-aria-components';
import { useClient, useQuery } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import * as controls from '../controls/controls.css';
import { SelectField } from '../controls/SelectField';
import { CheckboxMark, TermsAgreement } from '../controls/TermsAgreement';
import { PackagesDocument, PlanGradesDocument, type PlanGradesQuery } from '../generated/graphql';
import { useMachineEffects } from '../shell/useMachineEffects';
import * as css from './commerce.css';
import { goToPaymentProvider, startCustomPayment } from './commerceCalls';
import { Loading } from '../controls/LoadState';
import { LoadFailed } from '../controls/LoadFailed';

export type CustomPlanActor = ActorRefFrom<typeof customPlanMachine>;
type PlanGrade = PlanGradesQuery['planGrades'][number];

const durationOptions = CUSTOM_PLAN_DURATIONS.map((days) => ({ id: String(days), name: fillIn(commerceMessages.durationDays, { days }) }));

export default function CustomPlanScreen() {
  const actor = useCustomPlanActor();
  return <CustomPlanView actor={actor} />;
}

/** The page for whatever state the plan's actor is in (the gallery renders it from a snapshot). */
export function CustomPlanView({ actor }: { actor: CustomPlanActor }) {
  const [{ data, fetching, error }, reload] = useQuery({ query: PlanGradesDocument, requestPolicy: 'cache-and-network' });
  return (
    <div className={css.screen}>
      <h1>{commerceMessages.customizeYourPlan}</h1>
      {data ? (
        <CustomPlanForm actor={actor} grades={data.planGrades} discount={data.defaultDiscount} />
      ) : fetching || error === undefined ? (
        <Loading label={commerceMessages.loadingSubjects} />
      ) : (
        <LoadFailed onRetry={() => reload({ requestPolicy: 'network-only' })} />
      )}
    </div>
  );
}

/** The machine with the custom purchase on the gateway; a failure toasts, ssl_url is followed out of the app. */
function useCustomPlanActor(): CustomPlanActor {
  const client = useClient();
  const machine = useMemo(
    () => customPlanMachine.provide({ actors: { startCustomPayment: fromPromise(({ input }) => startCustomPayment(client, input)) } }),
    [client],
  );
  const actor = useActorRef(machine);
  useMachineEffects(actor, { navigate: ({ to }) => goToPaymentProvider(to) });
  return actor;
}

function CustomPlanForm({ actor, grades, discount }: { actor: CustomPlanActor; grades: PlanGrade[]; discount: number }) {
  const { duration, selection, agreed } = useSelector(actor, (s) => s.context);
  const canSubscribe = useSelector(actor, (s) => customPlanViewOf(s).canSubscribe);
  const paying = useSelector(actor, (s) => customPlanViewOf(s).paying);
  const offered = grades.map((grade) => ({ grade, subjects: offeredSubjects(grade) })).filter((g) => g.subjects.length > 0);
  const ticked = (subjectId: number) => selection.some((row) => row.subject_id === subjectId);

  return (
    <>
      <section className={css.panel} aria-label={commerceMessages.customPlanSection}>
        <SelectField
          label={commerceMessages.summaryDuration}
          options={durationOptions}
          value={duration === null ? '' : String(duration)}
          onChange={(id) => actor.send({ type: 'CHOOSE_DURATION', duration: id === '' ? null : Number(id) })}
          placeholder={commerceMessages.selectDuration}
          isDisabled={paying}
        />
        {offered.length === 0 ? <p className={css.muted}>{commerceMessages.noCustomSubjects}</p> : null}
        {offered.map(({ grade, subjects }) => (
          <fieldset key={grade.id} className={css.checklist}>
            <legend>
              <strong>{grade.name}</strong>
            </legend>
            {subjects.map((subject) => {
              const row: CustomPlanSelection = { grade_id: grade.id, subject_id: subject.id, price: subject.price, grade: grade.name, subject: subject.name };
              return (
                <Checkbox
                  key={subject.id}
                  className={controls.checkbox}
                  isSelected={ticked(subject.id)}
                  isDisabled={paying}
                  onChange={() => actor.send({ type: 'TOGGLE_SUBJECT', subject: row })}
                >
                  <CheckboxMark checked={ticked(subject.id)} />
                  <span className={css.subjectRow}>
                    {subject.name}
                    <span className={css.perDay}>{fillIn(commerceMessages.perDayPrice, { amount: formatTaka(subject.price) })}</span>
                  </span>
                </Checkbox>
              );
            })}
          </fieldset>
        ))}
      </section>
      <InvoiceTable selection={selection} duration={duration} discount={discount} />
      <StandardComparison selection={selection} duration={duration} />
      <section className={css.panel} aria-label={commerceMessages.subscribe}>
        <TermsAgreement agreed={agreed} isDisabled={paying} onChange={() => actor.send({ type: 'TOGGLE_AGREEMENT' })} />
        <Button
          className={controls.button({ kind: 'primary', wide: true })}
          isDisabled={!canSubscribe}
          isPending={paying}
          onPress={() => actor.send({ type: 'SUBSCRIBE' })}
        >
          {commerceMessages.subscribeNow}
        </Button>
      </section>
    </>
  );
}

/** docs/commerce.md#custom-plan-total: each subject's price for the chosen days, and their sum. */
function InvoiceTable({ selection, duration, discount }: { selection: CustomPlanSelection[]; duration: number | null; discount: number }) {
  const days = duration ?? 1;
  const priceLabel = duration === null ? commerceMessages.pricePerDay : fillIn(commerceMessages.priceForDays, { days: duration });
  return (
    <section className={css.panel} aria-label={commerceMessages.invoiceTitle}>
      <h2>{commerceMessages.invoiceTitle}</h2>
      {/* On a phone the table scrolls sideways: the keyboard reaches it too. */}
      <div className={css.tableWrap} tabIndex={0} role="region" aria-label={commerceMessages.customInvoiceLines}>
        <table className={css.table} aria-label={commerceMessages.invoiceTitle}>
          <thead>
            <tr>
              <th scope="col">{commerceMessages.detailsGrade}</th>
              <th scope="col">{commerceMessages.customSubject}</th>
              <th scope="col" className={css.amount}>
                {priceLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {selection.length === 0 ? (
              <tr>
                <td colSpan={3} className={css.muted}>
                  {commerceMessages.chooseOneSubject}
                </td>
              </tr>
            ) : (
              selection.map((row) => (
                <tr key={row.subject_id}>
                  <td>{row.grade}</td>
                  <td>{row.subject}</td>
                  <td className={css.amount}>{fillIn(commerceMessages.amountBdt, { amount: formatTaka(customPlanTotal([row], days)) })}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>{commerceMessages.invoiceDiscount}</td>
              <td className={css.amount}>{discount}%</td>
            </tr>
            <tr>
              <td colSpan={2}>{duration === null ? commerceMessages.totalPerDay : commerceMessages.totalBdt}</td>
              <td className={css.amount} data-testid="custom-total">
                {fillIn(commerceMessages.amountBdt, { amount: formatTaka(customPlanTotal(selection, days)) })}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

const standardTypes = [...STANDARD_PACKAGE_TYPES];

/**
 * Beside the invoice: what the standard packages, which hold every subject, would cost for the
 * chosen days (one package bought in a row, each renewal extending the last), so a learner sees
 * when a package is the better buy.
 */
function StandardComparison({ selection, duration }: { selection: CustomPlanSelection[]; duration: number | null }) {
  const [{ data }] = useQuery({ query: PackagesDocument, variables: { active: true, types: standardTypes }, requestPolicy: 'cache-and-network' });
  const cover = duration === null || data === undefined ? null : cheapestStandardCover(data.packages, duration);
  if (duration === null || cover === null) return null;
  const custom = customPlanTotal(selection, duration);
  const run = cover.count === 1 ? cover.name : fillIn(commerceMessages.compareInARow, { count: cover.count, package: cover.name });
  return (
    <section className={css.panel} aria-label={commerceMessages.compareStandard} data-testid="standard-comparison">
      <h2>{commerceMessages.compareStandard}</h2>
      <p>
        {fillIn(commerceMessages.compareCosts, { days: duration, run, coverDays: cover.days })}{' '}
        <strong data-testid="standard-total">{fillIn(commerceMessages.amountBdt, { amount: formatTaka(cover.total) })}</strong>
        {selection.length === 0
          ? commerceMessages.sentenceEnd
          : fillIn(commerceMessages.compareAgainst, {
              amount: formatTaka(custom),
              chosen: selection.length === 1 ? commerceMessages.compareOneSubject : fillIn(commerceMessages.compareSubjects, { count: selection.length }),
            })}
      </p>
      {selection.length > 0 && cover.total <= custom ? (
        <p>
          {commerceMessages.compareBetterBuy}{' '}
          <Link className={controls.link} href="/packages">
            {commerceMessages.seeThePackages}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
