// The catalogue's names in the page's language (docs/i18n.md#names). REST names grades, subjects,
// topics, templates, universities and packages in English, as the contract says; on a Bengali page
// the gateway answers each of those fields with its Bengali twin from the api's list
// (GET /api/exam/v1/name-twins/), kept between requests like the subject names (docs/api.md#caching).
// A name without a twin, and every name on an English page, passes through as REST gave it. Only
// fields that are read, never sent back, are translated: a unit's name is what a previous-year
// exam is asked for by, so `units` stay as they are, and `unit_labels` name them for the page. A
// unit's Bengali name depends on its university (the University of Dhaka's A is ক, Jahangirnagar's
// এ), so its twin is the whole label's: 'University of Dhaka (A unit)' → 'ঢাকা বিশ্ববিদ্যালয় (ক ইউনিট)'.
import type { components } from '@proshno/api/rest';
import { formatDigits, inLanguage, universityUnitLabel } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context';
import { keptMap } from '../keptMap';
import { restData } from '../rest';
import { SUBJECT_NAMES_MS } from '../exam/subjectNames';

type NameTwin = components['schemas']['NameTwin'];

/** The fields that carry a catalogue name (or a list of them), by type. */
export const namedFields: Readonly<Record<string, readonly string[]>> = {
  Named: ['name'],
  NamedRef: ['name'],
  Subject: ['name', 'grade'],
  Topic: ['name'],
  Subtopic: ['name'],
  SubjectResult: ['subject'],
  SubjectPass: ['subject'],
  ExamSheet: ['subjects'],
  // An exam's title is its template's name, or a previous-year paper's 'University (A unit) 2024'.
  ExamHistory: ['subjects'],
  ExamHistoryRow: ['title'],
  // An exam's unit is worded by its university's label (below).
  Exam: ['university', 'title', 'unit'],
  ExamTemplate: ['name'],
  ExamTemplateUniversity: ['university', 'unit_labels'],
  Package: ['name'],
  PackageDescription: ['data'],
  PreviewPackage: ['name'],
  PlanGrade: ['name'],
  PlanSubject: ['name'],
  SubscribedSubject: ['grade', 'subject'],
  TransactionPackage: ['name'],
  TransactionDetail: ['grade', 'subject'],
  Contest: ['university'],
  ContestSubjectScore: ['subject'],
  AdminContest: ['university'],
  QuestionStatistics: ['subject', 'topic'],
  AdminLearnerSubscription: ['package', 'subjects'],
  AdminLearnerTransaction: ['package'],
  // The Admin's pages: names shown, never sent back (an edited name and its twin are the catalogue's
  // own fields, CatalogueEntry, AdminExamTemplate and AdminPackage, shown side by side, in English).
  BankQuestionSummary: ['subject', 'topic', 'subtopic'],
  AdminTemplateSubject: ['name'],
  AdminTransactionPackage: ['name'],
  AdminSubjectPrice: ['subject', 'grade'],
};

export type NameTwins = {
  /** The twins by English name, from the kept list while it is fresh, else from `load()`. */
  twins(load: () => Promise<NameTwin[]>): Promise<ReadonlyMap<string, string>>;
  /**
   * An Admin's write that may set a twin (a catalogue entry, a template, a package): once it
   * succeeds, this gateway loads the twins again, so its next Bengali page shows the new name.
   */
  afterWrite<T>(write: Promise<T>): Promise<T>;
};

/** One store per gateway, shared by its requests; requests that miss together share one load. */
export function nameTwinStore(lifetimeMs = SUBJECT_NAMES_MS, now: () => number = Date.now): NameTwins {
  const twins = keptMap<string, string>(lifetimeMs, now);
  return {
    twins: (load) => twins.map(load, (row: NameTwin) => [row.name, row.bengali] as const),
    async afterWrite(write) {
      const written = await write;
      twins.forget();
      return written;
    },
  };
}

/** The schema whose named fields answer in the request's language; a field listed that the schema lacks throws. */
export function withNameTwins(schema: GraphQLSchema): GraphQLSchema {
  const missing = Object.entries(namedFields).flatMap(([typeName, fields]) => {
    const type = schema.getType(typeName);
    const own = type !== undefined && 'getFields' in type ? type.getFields() : {};
    return fields.filter((field) => !(field in own)).map((field) => `${typeName}.${field}`);
  });
  if (missing.length > 0) throw new Error(`namedFields names fields the schema lacks: ${missing.join(', ')}`);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (!namedFields[typeName]?.includes(fieldName)) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, ctx: GatewayContext, info) => {
          const value: unknown = resolve(source, args, ctx, info);
          if (ctx.language !== 'bn') return value;
          return fieldName === 'unit' ? unitInBengali(value, universityOf(source), ctx) : inBengali(value, ctx);
        },
      };
    },
  });
}

/** The twins by English name; none when the list cannot be had (a name is never worth a failed answer). */
function twinsOf(ctx: GatewayContext): Promise<ReadonlyMap<string, string>> {
  return ctx.once('nameTwins', () =>
    ctx.nameTwins.twins(() => restData(ctx.rest.GET('/api/exam/v1/name-twins/'))).catch((): ReadonlyMap<string, string> => new Map()),
  );
}

/** A name in Bengali; the English one without a twin. */
async function inBengali(value: unknown, ctx: GatewayContext): Promise<unknown> {
  const name = await value;
  if (name === null || name === undefined) return name;
  return twinOf(name, await twinsOf(ctx));
}

/** A unit of `university` as its Bengali label names it ('A' of the University of Dhaka → 'ক'); as it is without one. */
async function unitInBengali(value: unknown, university: string | null, ctx: GatewayContext): Promise<unknown> {
  const unit = await value;
  if (typeof unit !== 'string' || university === null) return unit;
  const label = (await twinsOf(ctx)).get(universityUnitLabel(university, unit));
  return (label === undefined ? undefined : bengaliUnit.exec(label)?.[1]) ?? unit;
}

const universityOf = (source: unknown): string | null => {
  const university: unknown = typeof source === 'object' && source !== null ? Reflect.get(source, 'university') : null;
  return typeof university === 'string' ? university : null;
};

/** The title the api gives a previous-year paper (api/src/exam/templateExamRoutes.ts), and a unit's label (universityUnitLabel). */
const paperTitle = /^(.+) \((.+) unit\) (\d{4})$/;
const unitLabel = /^(.+) \((.+) unit\)$/;
/** The unit in a Bengali label (engine/src/shell/copy.bn.ts `universityUnit`). */
const bengaliUnit = /\(([^()]+) ইউনিট\)$/;

function twinOf(value: unknown, twins: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') {
    const twin = twins.get(value);
    if (twin !== undefined) return twin;
    const paper = paperTitle.exec(value);
    if (paper !== null) {
      const [, university = '', unit = '', year = ''] = paper;
      return `${labelTwin(university, unit, twins)} ${inLanguage('bn', () => formatDigits(year))}`;
    }
    const label = unitLabel.exec(value);
    return label === null ? value : labelTwin(label[1] ?? '', label[2] ?? '', twins);
  }
  if (Array.isArray(value)) return value.map((item) => twinOf(item, twins));
  return value;
}

/** A university's unit in Bengali: the label's own twin, else the university's twin with the unit as it is. */
function labelTwin(university: string, unit: string, twins: ReadonlyMap<string, string>): string {
  return twins.get(`${university} (${unit} unit)`) ?? bengaliTwins.copy.universityUnit(twins.get(university) ?? university, unit);
}
