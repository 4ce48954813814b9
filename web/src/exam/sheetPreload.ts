// The exam screen's question set is asked for together with the screen's code, so a learner on a
// slow network waits for the longer of the two instead of one after the other (issue 9). The
// exam route starts it; the exam's loader takes it once, for the same exam, and only while fresh
// (anything else, such as a reload after a failure, asks the gateway again). A contest's join
// answers with the question set itself, which is handed over here the same way
// (docs/contest.md#join-hand-over): the exam screen then asks for nothing.
import type { Client } from 'urql';
import { ExamSheetDocument, type ExamSheetFieldsFragment } from '../generated/graphql';
import { dataOf } from '../graphql/serverError';

type Early = { examId: number; at: number; sheet: Promise<ExamSheetFieldsFragment> };

const freshForMs = 10_000;
let early: Early | null = null;

/** Starts fetching the exam's question set, unless a fresh one for it is already under way or here. */
export function preloadExamSheet(client: Client, examId: number, now = Date.now()): void {
  if (early !== null && early.examId === examId && now - early.at < freshForMs) return;
  const sheet = dataOf(client.query(ExamSheetDocument, { id: examId }, { requestPolicy: 'network-only' }).toPromise()).then(({ examSheet }) => examSheet);
  // A preload nobody takes must not report an unhandled rejection; the taker still sees it.
  sheet.catch(() => undefined);
  early = { examId, at: now, sheet };
}

/** The question set a join answered with, for the exam screen the learner is sent to next. */
export function handOverExamSheet(examId: number, sheet: ExamSheetFieldsFragment, now = Date.now()): void {
  early = { examId, at: now, sheet: Promise.resolve(sheet) };
}

/** The preloaded or handed-over question set of this exam if it is fresh, else null; either way it is used up. */
export function takePreloadedExamSheet(examId: number, now = Date.now()): Promise<ExamSheetFieldsFragment> | null {
  const taken = early;
  early = null;
  return taken !== null && taken.examId === examId && now - taken.at < freshForMs ? taken.sheet : null;
}
