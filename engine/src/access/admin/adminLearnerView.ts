// docs/access.md#admin-learners: what one account's page shows in any state of adminLearnerMachine:
// the profile, the subscriptions and purchases, the actions with their confirmation, and what the
// last change came to; every line in the page's words, dates and amounts through Intl.
import { formatMoney } from '../../commerce/packages';
import { fillIn } from '../../commerce/messages';
import { placeName } from '../placeNames';
import { genderName } from '../registration';
import { formatDhakaDate, formatDhakaDateTime } from '../../shell/time';
import type { AdminLearnerSnapshot, AccountChange } from './adminLearnerMachine';
import { learnerRoles, type LearnerRole } from './adminLearnersMachine';
import { accountBadges, nameWords, roleName, type AccountBadge, type NameWords } from './adminLearnersView';
import { adminLearnerMessages as m } from './messages';

export type AdminLearnerView =
  | { screen: 'loading'; label: string }
  | { screen: 'failed'; message: string }
  | {
      screen: 'account';
      name: NameWords;
      badges: AccountBadge[];
      /** `language` marks a value in Latin letters whatever the page (an e-mail address) for the page to mark. */
      facts: Array<{ label: string; value: string; language?: 'en' }>;
      subscriptions: Array<{ id: number; title: string; subjects: string; dates: string; state: AccountBadge }>;
      noSubscriptions: string | null;
      transactions: Array<{ id: number; title: string; reference: string; amount: string; status: AccountBadge; date: string }>;
      noTransactions: string | null;
      /** 'Disable account' or 'Enable account', and the event it sends. */
      toggle: { label: string; event: 'DISABLE' | 'ENABLE' };
      roles: Array<{ id: LearnerRole; name: string }>;
      chosenRole: LearnerRole;
      /** 'Change role' is pressable: another role is chosen and nothing is under way. */
      canChangeRole: boolean;
      /** A change is waiting to be confirmed or being saved; the actions wait meanwhile. */
      busy: boolean;
      confirm: { title: string; text: string; saving: boolean } | null;
      notice: { tone: 'saved' | 'failed'; text: string } | null;
    };

export function adminLearnerView(snapshot: AdminLearnerSnapshot, now: Date): AdminLearnerView {
  const { data, loadError, chosenRole, change, refusal } = snapshot.context;
  if (snapshot.matches('loadFailed')) return { screen: 'failed', message: loadError ?? m.detailFailed };
  if (data === null || snapshot.matches('loading')) return { screen: 'loading', label: m.detailLoading };
  const confirming = snapshot.matches({ ready: 'confirming' });
  const saving = snapshot.matches({ ready: 'saving' });
  const none = m.noValue;
  // docs/i18n.md#places: the divisions, districts and countries in the page's language.
  const place = [data.city, data.state, data.country].filter((part) => part !== '').map(placeName).join(', ');
  return {
    screen: 'account',
    name: nameWords(data.full_name),
    badges: accountBadges(data),
    facts: [
      { label: m.email, value: data.email, language: 'en' },
      { label: m.phone, value: data.phone_no },
      { label: m.role, value: roleName(data.role) },
      { label: m.status, value: data.disabled_at === null ? m.enabled : fillIn(m.disabledOn, { date: formatDhakaDateTime(data.disabled_at) }) },
      { label: m.dateOfBirth, value: data.date_of_birth === null ? none : formatDhakaDate(data.date_of_birth) },
      { label: m.gender, value: data.gender === null ? none : genderName(data.gender) },
      { label: m.place, value: place === '' ? none : place },
      { label: m.language, value: m.languages[data.language] },
    ],
    subscriptions: data.subscriptions.map((s) => ({
      id: s.id,
      title: s.package,
      subjects: s.subjects.join(', '),
      dates: fillIn(m.fromTo, { from: formatDhakaDate(s.from_date), to: formatDhakaDate(s.to_date) }),
      state: Date.parse(s.to_date) > now.getTime() ? { text: m.running, tone: 'plain' } : { text: m.ended, tone: 'warning' },
    })),
    noSubscriptions: data.subscriptions.length === 0 ? m.noSubscriptions : null,
    transactions: data.transactions.map((t) => ({
      id: t.id,
      title: t.package,
      reference: t.transaction_id,
      amount: formatMoney(t.amount),
      status: { text: m.transactionStatus[t.status], tone: t.status === 'paid' ? 'plain' : 'warning' },
      date: formatDhakaDateTime(t.created_at),
    })),
    noTransactions: data.transactions.length === 0 ? m.noTransactions : null,
    toggle: data.disabled_at === null ? { label: m.disable, event: 'DISABLE' } : { label: m.enable, event: 'ENABLE' },
    roles: learnerRoles.map((role) => ({ id: role, name: roleName(role) })),
    chosenRole: chosenRole ?? data.role,
    canChangeRole: !confirming && !saving && chosenRole !== null && chosenRole !== data.role,
    busy: confirming || saving,
    confirm: change === null || !(confirming || saving) ? null : { ...confirmationOf(change, data.full_name), saving },
    notice: snapshot.matches({ ready: 'saved' }) && change !== null
      ? { tone: 'saved', text: savedText(change) }
      : snapshot.matches({ ready: 'failed' })
        ? { tone: 'failed', text: refusal ?? m.saveFailed }
        : null,
  };
}

function confirmationOf(change: AccountChange, name: string): { title: string; text: string } {
  if (change.kind === 'disable') return { title: m.disable, text: fillIn(m.confirmDisable, { name }) };
  if (change.kind === 'enable') return { title: m.enable, text: fillIn(m.confirmEnable, { name }) };
  return { title: m.changeRole, text: fillIn(m.confirmRole, { name, role: roleName(change.role) }) };
}

function savedText(change: AccountChange): string {
  if (change.kind === 'disable') return m.savedDisabled;
  if (change.kind === 'enable') return m.savedEnabled;
  return fillIn(m.savedRole, { role: roleName(change.role) });
}
