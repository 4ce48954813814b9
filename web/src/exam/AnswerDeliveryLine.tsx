// Under the question (docs/exam.md#answer-delivery): how many chosen answers wait to be sent, or
// that the server confirmed every one. The engine's answerDeliveryOf decides; this renders it.
import { answerDeliveryOf, answerDeliveryText, autosaveOf, type SaveQueue } from '@proshno/engine';
import { useSelector } from '@xstate/react';
import * as css from './exam.css';
import type { ExamActor } from './useExamActor';

const noQueue: SaveQueue = [];

export function AnswerDeliveryLine({ actor }: { actor: ExamActor }) {
  const autosave = useSelector(actor, autosaveOf);
  const sheet = useSelector(actor, (s) => s.context.sheet);
  const refused = useSelector(actor, (s) => s.context.refused);
  const confirmed = useSelector(actor, (s) => s.context.confirmed);
  const queue = useSelector(autosave, (s) => s?.context.queue ?? noQueue);
  const delivery = answerDeliveryOf(queue, sheet, refused, confirmed);
  return (
    <p className={css.delivery} role="status" data-delivery={delivery.kind}>
      {answerDeliveryText(delivery)}
    </p>
  );
}
