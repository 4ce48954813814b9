// বাংলা: the Bengali twin of ./adminMeritList.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import { formatNumber } from '../i18n/format';
import type { Translation } from '../i18n/translation';
import type { adminContestScreenMessages } from './adminMeritList';

export const adminContestScreenMessagesBn = {
  heading: 'কনটেস্ট',
  newContest: 'নতুন কনটেস্ট',
  noContests: 'এখনো কোনো কনটেস্ট নেই।',
  exportCsv: 'CSV এক্সপোর্ট করুন',
  meritList: 'মেধাতালিকা',
  registrations: 'রেজিস্ট্রেশন',
  noRegistrations: 'এখনো কোনো শিক্ষার্থী রেজিস্ট্রেশন করেননি।',
  noResults: 'কোনো শিক্ষার্থী মেধাক্রমে স্থান পাননি।',
  cancelConfirmAction: 'কনটেস্ট বাতিল করুন',
  keep: 'রেখে দিন',
  save: 'সংরক্ষণ করুন',
  close: 'বন্ধ করুন',
  edit: 'সম্পাদনা করুন',
  cancel: 'বাতিল করুন',
  loadFailed: 'কনটেস্টগুলো লোড করা যায়নি।',
  status: { upcoming: 'আসন্ন', live: 'লাইভ', finished: 'শেষ হয়েছে', cancelled: 'বাতিল হয়েছে' },
  cancelQuestion: (title: string): string => `${title} কনটেস্টটি বাতিল করবেন? রেজিস্ট্রেশন করা শিক্ষার্থীদের ইমেইলে জানিয়ে দেওয়া হবে।`,
  durationSeconds: (seconds: number): string => `${formatNumber(seconds)} সেকেন্ড`,
  durationMinutes: (minutes: number): string => `${formatNumber(minutes)} মিনিট`,
} satisfies Translation<typeof adminContestScreenMessages>;
