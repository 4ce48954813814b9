// A learner's report of a problem with a question (docs/content.md#reports): the picklist and the
// length of the optional words, as the contract has them (api/openapi.yaml QuestionReportReason).

/** docs/content.md#reports: the reasons, in the order the form offers them. */
export const questionReportReasons = ['wrong_key', 'question_error', 'explanation_error', 'other'] as const;
export type QuestionReportReason = (typeof questionReportReasons)[number];

/** docs/content.md#reports: the learner's words, at most this many characters. */
export const QUESTION_REPORT_TEXT_MAX = 500;

/** What the form sends (the gateway's reportQuestion). */
export type QuestionReportPayload = { question: number; reason: QuestionReportReason; text: string };
