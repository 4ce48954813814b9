// The gallery models of the question-quality screens (docs/content.md): the Admin's page and the
// review's 'Report a problem' form.
import { emptyQualityData, qualityData } from '@proshno/engine/testing/quality';
import {
  questionQualityMachine,
  questionReportMachine,
  questionReportView,
  ServerError,
  type QuestionQualityContext,
  type QuestionReportContext,
  type QuestionReportSnapshot,
} from '@proshno/engine';
import type { GalleryModel } from './galleryModel';

export const questionQualityModel: GalleryModel = {
  id: 'questionQuality',
  title: 'Quality/Question quality',
  machine: questionQualityMachine,
  events: (snapshot) => {
    const { data } = snapshot.context as QuestionQualityContext;
    return [
      { type: 'xstate.done.actor.loadQuality', output: qualityData },
      { type: 'xstate.done.actor.loadQuality', output: emptyQualityData },
      { type: 'xstate.error.actor.loadQuality', error: new Error('offline') },
      ...(data === null ? [] : [{ type: 'FILTER', filter: 'too_hard' }, { type: 'RESOLVE', report: 7 }]),
      { type: 'xstate.error.actor.resolveReport', error: new ServerError({ detail: 'You do not have permission to perform this action.' }, undefined, 'FORBIDDEN') },
    ];
  },
  variant: (snapshot) => {
    const { data, refusal, loadError } = snapshot.context as QuestionQualityContext;
    if (data === null) return loadError === null ? '' : 'server words';
    return refusal !== null ? 'refused' : data.questions.results.length === 0 ? 'nothing yet' : '';
  },
};

export const questionReportModel: GalleryModel = {
  id: 'questionReport',
  title: 'Quality/Report a problem',
  machine: questionReportMachine,
  input: { question: 101 },
  events: () => [
    { type: 'OPEN' },
    { type: 'REASON', reason: 'wrong_key' },
    { type: 'TEXT', text: 'The key says Chittagong; the capital is Dhaka.' },
    { type: 'SEND' },
    { type: 'xstate.done.actor.sendReport' },
    { type: 'xstate.error.actor.sendReport', error: new Error('offline') },
  ],
  variant: (snapshot) => {
    const { reason, error } = snapshot.context as QuestionReportContext;
    if (questionReportView(snapshot as QuestionReportSnapshot).state !== 'editing') return '';
    return error !== null ? 'refused' : reason === null ? '' : 'reason chosen';
  },
};
