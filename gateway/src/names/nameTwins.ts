// The catalogue's names in the page's language (docs/i18n.md#names). REST names grades, subjects,
// topics, templates, universities and packages in English, as the contract says; on a Bengali page
// the gateway answers each of those fields with its Bengali twin from the api's list
// (GET /api/exam/v1/name-twins/), kept between requests like the subject names (docs/api.md#caching).
// A name without a twin, and every name on an English page, passes through as REST gave it. Only
// fields that are read, never sent back, are translated: a unit's name is what a previous-year
// exam is asked for by, so units stay as they are.
import type { components } from '@proshno/api/rest';
import { formatDigits, inLanguage } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from '../context';
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
  ExamSheet: ['subjects'],
  // An exam's title is its template's name, or a previous-year paper's 'University (A unit) 2024'.
  ExamHistory: ['subjects'],
  ExamHistoryRow: ['title'],
  Exam: ['university', 'title'],
  ExamTemplate: ['name'],
  ExamTemplateUniversity: ['university'],
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
};

export type NameTwins = {
  /** The twins by English name, from the kept list while it is fresh, else from `load()`. */
  twins(load: () => Promise<NameTwin[]>): Promise<ReadonlyMap<string, string>>;
};

/** One store per gateway, shared by its requests; requests that miss together share one load. */
export function nameTwinStore(lifetimeMs = SUBJECT_NAMES_MS, now: () => number = Date.now): NameTwins {
  let twins: ReadonlyMap<string, string> = new Map();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<ReadonlyMap<string, string>> | null = null;
  return {
    async twins(load) {
      if (now() - loadedAt <= lifetimeMs) return twins;
      loading ??= load()
        .then((rows) => {
          twins = new Map(rows.map((row) => [row.name, row.bengali]));
          loadedAt = now();
          return twins;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
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
          return ctx.language === 'bn' ? inBengali(value, ctx) : value;
        },
      };
    },
  });
}

/** A name in Bengali; the English one when the list cannot be had (a name is never worth a failed answer). */
async function inBengali(value: unknown, ctx: GatewayContext): Promise<unknown> {
  const name = await value;
  if (name === null || name === undefined) return name;
  const twins = await ctx.once('nameTwins', () =>
    ctx.nameTwins.twins(() => restData(ctx.rest.GET('/api/exam/v1/name-twins/'))).catch((): ReadonlyMap<string, string> => new Map()),
  );
  return twinOf(name, twins);
}

/** The title the api gives a previous-year paper (api/src/exam/templateExamRoutes.ts). */
const paperTitle = /^(.+) \((.+) unit\) (\d{4})$/;

function twinOf(value: unknown, twins: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') {
    const twin = twins.get(value);
    if (twin !== undefined) return twin;
    const paper = paperTitle.exec(value);
    if (paper === null) return value;
    const [, university = '', unit = '', year = ''] = paper;
    return `${bengaliTwins.copy.universityUnit(twins.get(university) ?? university, unit)} ${inLanguage('bn', () => formatDigits(year))}`;
  }
  if (Array.isArray(value)) return value.map((item) => twinOf(item, twins));
  return value;
}
