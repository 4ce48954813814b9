// Why an import rejects a row (docs/content.md#import): the api sends each reason as a code with the
// few parts it names (a field of the file, a count and its limit, the file's own words), as its
// contract has them (api/openapi.yaml BankImportReason), and the page's catalogue words it, so a
// Bengali page says it in Bengali. The `npm run import` command words it in English the same way.
import { fillIn } from '../commerce/messages';
import { bankImportMessages as m } from './importMessages';

/** Every reason, in the order the api's readers find them (the contract's BankImportReasonCode). */
export const bankImportReasonCodes = [
  // The bank's own rules (api/src/bank/validate.ts)
  'not_object',
  'missing_field',
  'field_not_text',
  'field_empty',
  'duplicate_key',
  'language_invalid',
  'twin_not_object',
  'twin_options_not_list',
  'twin_option_count',
  'twin_duplicate_options',
  'options_not_list',
  'option_count',
  'option_not_object',
  'option_answer_not_boolean',
  'answer_count',
  'duplicate_options',
  'part_missing',
  'part_not_list',
  'part_empty',
  'part_shape',
  'part_image_path',
  'part_image_size',
  // Our JSON and CSV (api/src/bank/importFile.ts)
  'json_invalid',
  'json_not_array',
  'file_empty',
  'csv_quote_not_closed',
  'csv_opening_quote',
  'csv_closing_quote',
  'csv_invalid',
  'csv_missing_column',
  'csv_missing_columns',
  'cell_count',
  'answer_letter',
  // GIFT (api/src/bank/gift.ts)
  'gift_title_open',
  'gift_description',
  'gift_answers_open',
  'gift_essay',
  'gift_numerical',
  'gift_true_false',
  'gift_matching',
  'gift_text_before_answers',
  'gift_short_answer',
  'gift_weighted',
  'gift_right_answers',
  'gift_no_right_answer',
  // Aiken (api/src/bank/aiken.ts)
  'aiken_answer_first',
  'aiken_no_options',
  'aiken_no_answer_line',
  'aiken_letters',
  'aiken_answer_invalid',
  'aiken_answer_unknown',
  // The catalogue (api/src/bank/storedBank.ts)
  'unknown_grade',
  'unknown_subject',
  'unknown_topic',
  'unknown_subtopic',
] as const;
export type BankImportReasonCode = (typeof bankImportReasonCodes)[number];

/** The parts of a question a reason can name (its body, explanation, an option; of the twin too). */
export type BankImportPart = 'question' | 'explanation' | 'option' | 'twin_question' | 'twin_explanation' | 'twin_option';

/**
 * One reason: its code and what it names. `field`: a field or column as the file names it (`key`,
 * `answer`); `part` and `letter`: a part of the question (option B); `value`: the file's own words
 * (a key, an answer letter, an image's path, a catalogue name, the parser's words); `parent`: the
 * catalogue entry a name was looked for in; `values`: several of the file's words (duplicate options,
 * missing columns, option letters); `count` and `limit`: how many there are and how many there may be;
 * `line`: the file's line. Absent parts are left out (the api) or null (the gateway).
 */
export type BankImportReason = {
  code: BankImportReasonCode;
  field?: string | null;
  part?: BankImportPart | null;
  letter?: string | null;
  value?: string | null;
  parent?: string | null;
  values?: readonly string[] | null;
  count?: number | null;
  limit?: number | null;
  line?: number | null;
};

/**
 * What a reason quotes of the files' own syntax, the same in every language: filled in, not written
 * in the catalogue, whose Bengali twin holds no Latin letters but the formats' names.
 */
const fileSyntax = {
  en: 'en',
  bn: 'bn',
  isAnswer: 'is_answer',
  true: 'true',
  false: 'false',
  shape: '{type: text|image|latex, data}',
  media: '/media',
} as const;

/** Codes whose `values` are options' words, each quoted as the file has it. */
const quotedValues: ReadonlySet<BankImportReasonCode> = new Set(['duplicate_options', 'twin_duplicate_options']);

/** A reason in the page's words (English on a server and in `npm run import`). */
export function importReasonText(reason: BankImportReason): string {
  const values = reason.values ?? [];
  const letters = values.map((_, i) => String.fromCharCode(65 + i));
  const list = (items: readonly string[]) => items.join(m.listSeparator);
  return fillIn(m.reasonTexts[reason.code], {
    ...fileSyntax,
    letters: list(['A', 'B', 'C', 'D']),
    field: reason.field ?? '',
    part: reason.part == null ? '' : fillIn(m.reasonParts[reason.part], { letter: reason.letter ?? '' }),
    value: reason.value ?? '',
    parent: reason.parent ?? '',
    values: list(quotedValues.has(reason.code) ? values.map((text) => fillIn(m.quoted, { text })) : values),
    // aiken_letters: the letters the options should have had, A on, as many as they are.
    expected: list(letters),
    count: reason.count ?? 0,
    limit: reason.limit ?? 0,
    line: reason.line ?? 0,
  });
}
