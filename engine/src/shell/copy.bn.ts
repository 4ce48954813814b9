// বাংলা: the Bengali twin of ./copy.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import { formatNumber } from '../i18n/format';
import type { Translation } from '../i18n/translation';
import type { copyMessages, revisionLabels } from './copy';

export const copyMessagesBn = {
  /** No singular and plural in Bengali: '১ সেকেন্ড', '৫ সেকেন্ড'. */
  redirectingIn: (seconds: number): string => `${formatNumber(seconds)} সেকেন্ডের মধ্যে লগইন পেজে নিয়ে যাওয়া হচ্ছে ...`,
  /**
   * 'লিঙ্গ নির্বাচন করুন' for the label 'লিঙ্গ'. A label that already says it ('পরীক্ষা নির্বাচন করুন',
   * 'মডেল টেস্ট নির্বাচন'), or an English one starting with 'Select', is not asked a second time.
   */
  selectPlaceholder: (label: string): string => {
    const subject = label.replace(/^select\s+/i, '').replace(/\s*(নির্বাচন|বাছাই)(\s+করুন)?$/u, '');
    return `${subject} নির্বাচন করুন`;
  },
  universityUnit: (university: string, unit: string): string => `${university} (${unit} ইউনিট)`,
} satisfies Translation<typeof copyMessages>;

export const revisionLabelsBn = {
  save: 'রিভিশনে সংরক্ষণ করুন',
  remove: 'রিভিশন থেকে সরিয়ে দিন',
} satisfies Translation<typeof revisionLabels>;
