// 'Report a problem' under a reviewed question (docs/content.md#report-form): the engine's
// questionReportMachine through questionReportView, one actor per question (the review keys it by
// the question), sending through the gateway. Nothing here decides.
import { questionReportMachine, questionReportView, qualityMessages as m, questionReportReasons, type QuestionReportReason } from '@proshno/engine';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Button, Label, Radio, RadioGroup, Text, TextArea, TextField } from 'react-aria-components';
import { useClient } from 'urql';
import { fromPromise, type ActorRefFrom } from 'xstate';
import * as controls from '../controls/controls.css';
import * as css from './quality.css';
import { sendReport } from './qualityCalls';

export type QuestionReportActor = ActorRefFrom<typeof questionReportMachine>;

export function ReportProblem({ question }: { question: number }) {
  const client = useClient();
  const machine = useMemo(() => questionReportMachine.provide({ actors: { sendReport: fromPromise(({ input }) => sendReport(client, input)) } }), [client]);
  return <ReportProblemView actor={useActorRef(machine, { input: { question } })} />;
}

/** The button, or the form in whatever state the actor is in (the gallery renders it from a snapshot). */
export function ReportProblemView({ actor }: { actor: QuestionReportActor }) {
  const view = useSelector(actor, questionReportView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  if (view.state === 'closed') {
    return (
      <div className={css.row}>
        <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'OPEN' })}>
          {view.label}
        </Button>
      </div>
    );
  }
  const titleId = 'report-problem-title';
  if (view.done !== null) {
    return (
      <section className={css.form} aria-labelledby={titleId}>
        <h3 id={titleId} className={css.heading}>
          {view.title}
        </h3>
        <p role="status" className={css.text}>
          {view.done}
        </p>
        <div className={css.row}>
          <Button className={controls.button({ kind: 'secondary' })} onPress={() => actor.send({ type: 'CLOSE' })} autoFocus>
            {m.close}
          </Button>
        </div>
      </section>
    );
  }
  const sending = view.state === 'sending';
  return (
    <form
      className={css.form}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SEND' });
      }}
    >
      <h3 id={titleId} className={css.heading}>
        {view.title}
      </h3>
      <RadioGroup
        className={controls.field}
        value={view.reason}
        isDisabled={sending}
        onChange={(value) => {
          const reason = questionReportReasons.find((r): r is QuestionReportReason => r === value);
          if (reason !== undefined) actor.send({ type: 'REASON', reason });
        }}
      >
        <Label className={controls.label}>{m.reasonLabel}</Label>
        <div className={css.reasons}>
          {view.reasons.map((reason) => (
            <Radio key={reason.id} className={css.reason} value={reason.id}>
              {reason.name}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <TextField className={controls.field} value={view.text} isDisabled={sending} onChange={(text) => actor.send({ type: 'TEXT', text })}>
        <Label className={controls.label}>{m.detailsLabel}</Label>
        <TextArea className={css.textArea} />
        <Text slot="description" className={css.muted}>
          {view.hint}
        </Text>
      </TextField>
      {view.error === null ? null : (
        <p role="alert" className={css.alert}>
          {view.error}
        </p>
      )}
      <div className={css.row}>
        <Button type="submit" className={controls.button({ kind: 'primary' })} isDisabled={!view.canSend && !sending} isPending={sending}>
          {m.send}
        </Button>
        <Button className={controls.button({ kind: 'secondary' })} isDisabled={sending} onPress={() => actor.send({ type: 'CLOSE' })}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
