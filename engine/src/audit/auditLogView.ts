// docs/content.md#audit-page: what the audit log page shows in any state of auditLogMachine: each
// entry as who, when, what was done to which record, and the fields that changed with their values
// before and after, in the page's words, numbers through Intl (docs/i18n.md#numbers).
import { fillIn } from '../commerce/messages';
import { formatNumber } from '../i18n/format';
import { formatDhakaDateTime } from '../shell/time';
import { auditKinds, type AuditEntry, type AuditKind, type AuditLogSnapshot } from './auditLogMachine';
import { auditMessages as m } from './messages';

/** One field that differs: its name and its value before and after, as shown. */
export type AuditChange = { field: string; before: string; after: string };

export type AuditEntryView = {
  id: number;
  /** 'Edited', or the action's own name when the page has no word for it. */
  what: string;
  /** 'Contest 12'. */
  target: string;
  /** 'admin@example.com on 02/12/2026, 10:15 AM'. */
  byOn: string;
  changes: AuditChange[];
  /** 'No field changed.' when an action changed no field it records. */
  noChange: string | null;
};

export type AuditLogView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string }
  | {
      screen: 'page';
      busy: boolean;
      refusal: string | null;
      kind: AuditKind | 'all';
      kinds: Array<{ id: AuditKind | 'all'; name: string }>;
      actor: string;
      entries: AuditEntryView[];
      /** Why no entry shows: none recorded yet, or none matches the filter. */
      empty: string | null;
      page: number;
      count: number;
      pageSize: number;
    };

export function auditLogView(snapshot: AuditLogSnapshot): AuditLogView {
  const { data, loadError, refusal, kind, actor } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: loadError ?? m.loadFailed };
  if (data === null || snapshot.matches('loading')) return { screen: 'loading', label: m.loading };
  const filtered = kind !== null || actor !== '';
  return {
    screen: 'page',
    busy: !snapshot.matches({ ready: 'shown' }),
    refusal,
    kind: kind ?? 'all',
    kinds: [{ id: 'all', name: m.kindAll }, ...auditKinds.map((id) => ({ id, name: m.kinds[id] }))],
    actor,
    entries: data.results.map(entryView),
    empty: data.results.length > 0 ? null : filtered ? m.noMatch : m.empty,
    page: data.page,
    count: data.count,
    pageSize: data.page_size,
  };
}

function entryView(entry: AuditEntry): AuditEntryView {
  const verb = entry.action.slice(entry.action.indexOf('.') + 1);
  const [kind = '', id = ''] = splitTarget(entry.target);
  const who = entry.actor.id === null ? fillIn(m.formerStaff, { email: entry.actor.email }) : entry.actor.email;
  const changes = auditChanges(entry.beforeJson, entry.afterJson);
  return {
    id: entry.id,
    what: isKey(m.verbs, verb) ? m.verbs[verb] : entry.action,
    target: isKey(m.kinds, kind) ? fillIn(m.target, { kind: m.kinds[kind], id: /^\d+$/.test(id) ? formatNumber(Number(id)) : id }) : entry.target,
    byOn: fillIn(m.byOn, { who, when: formatDhakaDateTime(entry.at) }),
    changes,
    noChange: changes.length === 0 ? m.noChange : null,
  };
}

function splitTarget(target: string): [string, string] {
  const at = target.indexOf(':');
  return at < 0 ? [target, ''] : [target.slice(0, at), target.slice(at + 1)];
}

function isKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/**
 * The fields whose values differ between the record before and after (docs/content.md#audit-page),
 * in the order they first appear; a creation lists every field of the new record, a deletion every
 * field of the old one. A value that is not a record (or JSON that does not read) is one field, '·'.
 */
export function auditChanges(beforeJson: string | null, afterJson: string | null): AuditChange[] {
  const before = recordOf(beforeJson);
  const after = recordOf(afterJson);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: shown(before[field]), after: shown(after[field]) }));
}

function recordOf(json: string | null): Record<string, unknown> {
  if (json === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = json;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  return value === null ? {} : { '·': value };
}

/** An instant as the api stores one in JSON (`Date#toJSON`): shown as Dhaka's date and time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Longer values are cut, so one large field cannot flood the page. */
const SHOWN_CHARACTERS = 200;

function shown(value: unknown): string {
  if (value === undefined || value === null) return m.none;
  if (typeof value === 'boolean') return value ? m.yes : m.no;
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDhakaDateTime(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text;
}
