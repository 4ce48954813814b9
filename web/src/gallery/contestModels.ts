// The admin's contest form in the gallery (docs/contest.md#admin-form): a fixed clock, the
// fields filled in order with the messages each step leaves, both template kinds, save and refusal.
import {
  adminContestFormMachine,
  PREVIOUS_YEAR_TYPE_ID,
  ServerError,
  validateContestForm,
  type AdminContestFormContext,
} from '@proshno/engine';
import type { EventObject } from 'xstate';
import type { GalleryModel } from './galleryModel';

/** 12:00 in Dhaka on 1 November 2026: a start at 11:00 that day is past, 18:00 is ahead. */
export const contestGalleryNow = new Date('2026-11-01T06:00:00Z');

export const contestTemplatesFixture = [
  { id: 1, name: 'Engineering Admission Model Test', exam_Type: 2, universities: [], years: [] },
  {
    id: 4,
    name: 'University Admission Test (Science)',
    exam_Type: PREVIOUS_YEAR_TYPE_ID,
    universities: [{ id: 11, university: 'University of Dhaka', units: ['A', 'B', 'C'] }],
    years: [2025, 2024, 2023],
  },
];

export const adminContestFormModel: GalleryModel = {
  id: 'adminContestForm',
  title: 'Contest/Admin contest form',
  machine: adminContestFormMachine,
  input: { mode: 'create', now: contestGalleryNow },
  events: (snapshot) => {
    const { form } = snapshot.context as AdminContestFormContext;
    const next: Array<EventObject & Record<string, unknown>> =
      form.template === null
        ? [
            { type: 'CHOOSE_TEMPLATE', template: { id: 1, exam_Type: 2 } },
            { type: 'CHOOSE_TEMPLATE', template: { id: 4, exam_Type: PREVIOUS_YEAR_TYPE_ID } },
          ]
        : form.title === ''
          ? [{ type: 'SET_FIELD', field: 'title', value: 'Weekly Engineering Mock' }]
          : form.startDate === ''
            ? [{ type: 'SET_FIELD', field: 'startDate', value: '2026-11-01' }]
            : form.startTime === ''
              ? [{ type: 'SET_FIELD', field: 'startTime', value: '11:00' }]
              : form.startTime === '11:00'
                ? [{ type: 'SET_FIELD', field: 'startTime', value: '18:00' }]
                : form.template.exam_Type === PREVIOUS_YEAR_TYPE_ID && form.universityId === null
                  ? [{ type: 'SET_UNIVERSITY', universityId: 11 }]
                  : form.template.exam_Type === PREVIOUS_YEAR_TYPE_ID && form.unit === ''
                    ? [{ type: 'SET_FIELD', field: 'unit', value: 'A' }]
                    : form.template.exam_Type === PREVIOUS_YEAR_TYPE_ID && form.year === ''
                      ? [{ type: 'SET_FIELD', field: 'year', value: '2024' }]
                      : [];
    return [
      ...next,
      { type: 'SAVE' },
      { type: 'xstate.done.actor.save', output: undefined },
      { type: 'xstate.error.actor.save', error: new ServerError({ detail: 'The start time of a contest must be in the future.' }) },
    ];
  },
  variant: (snapshot) => {
    const { form, now, failure } = snapshot.context as AdminContestFormContext;
    const kind = form.template === null ? 'no template' : form.template.exam_Type === PREVIOUS_YEAR_TYPE_ID ? 'previous year' : 'model test';
    const errors = validateContestForm(form, now);
    const needs = Object.keys(errors).map((field) => (field !== 'start' ? field : form.startTime !== '' ? 'start in the future' : form.startDate !== '' ? 'start time' : field));
    return [kind, needs.length === 0 ? 'valid' : `needs ${needs.join(', ')}`, ...(failure === null ? [] : ['refused'])].join(' · ');
  },
};
