// The exam screen's question set is asked for together with the screen's code, so a learner on a
// slow network waits for the longer of the two instead of one after the other (issue 9). The
// exam route starts it; the exam's loader takes it once, for the same exam, and only while fresh
// (anything else, such as a reload after a failure, asks the gateway again).
import type { Client, OperationResult } from 'urql';
import { ExamSheetDocument, type ExamSheetQuery } from '../generated/graphql';

type Early = { examId: number; at: number; answer: Promise<OperationResult<ExamSheetQuery>> };

const freshForMs = 10_000;
let early: Early | null = null;

/** Starts fetching the exam's question set, unless a fresh fetch of it is already under way. */
export function preloadExamSheet(client: Client, examId: number, now = Date.now()): void {
  if (early !== null && early.examId === examId && now - early.at < freshForMs) return;
  early = { examId, at: now, answer: client.query(ExamSheetDocument, { id: examId }, { requestPolicy: 'network-only' }).toPromise() };
}

/** The answer of the preload for this exam if it is fresh, else null; either way it is used up. */
export function takePreloadedExamSheet(examId: number, now = Date.now()): Promise<OperationResult<ExamSheetQuery>> | null {
  const taken = early;
  early = null;
  return taken !== null && taken.examId === examId && now - taken.at < freshForMs ? taken.answer : null;
}
