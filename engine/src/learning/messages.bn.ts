// বাংলা: the Bengali twin of ./messages.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import { formatNumber } from '../i18n/format';
import type { Translation } from '../i18n/translation';
import type { learningMessages } from './messages';

export const learningMessagesBn = {
  title: 'রিভিউ',
  dueToday: 'আজকের রিভিউ',
  dueCount: (count: number) => `${formatNumber(count)}টি প্রশ্ন রিভিউ করতে হবে`,
  nothingDue: 'আজ রিভিউ করার কিছু নেই। পরীক্ষায় ভুল করা প্রশ্নগুলো আবার দেখার সময় হলে এখানে ফিরে আসবে।',
  nothingDueShort: 'আজ কিছু বাকি নেই',
  startReview: 'রিভিউ শুরু করুন',
  loading: 'আপনার রিভিউ লোড হচ্ছে…',
  loadFailed: 'আপনার রিভিউ লোড করা যায়নি।',
  retry: 'আবার চেষ্টা করুন',
  left: (count: number) => `আজ আরও ${formatNumber(count)}টি বাকি`,
  optionsLabel: 'একটি উত্তর বেছে নিন',
  right: 'সঠিক',
  wrong: 'ভুল',
  rightAnswer: 'সঠিক উত্তর',
  yourAnswer: 'আপনার উত্তর',
  explanation: 'ব্যাখ্যা',
  comesBack: (when: string) => `আবার আসবে ${when}।`,
  next: 'পরবর্তী',
  finish: 'শেষ করুন',
  allDone: 'আজকের সব রিভিউ শেষ। দারুণ!',
  reviewedCount: (count: number) => `আপনি ${formatNumber(count)}টি প্রশ্ন রিভিউ করেছেন।`,
  backHome: 'ড্যাশবোর্ডে ফিরে যান',
  unsent: (count: number) => `${formatNumber(count)}টি উত্তর এই ফোনে রাখা আছে, অনলাইনে এলে পাঠানো হবে।`,
  allSent: 'সব উত্তর পাঠানো হয়েছে।',
  weakestTitle: 'যে টপিকগুলোতে দুর্বল',
  weakestNone: 'কোনো টপিকের অন্তত ৩টি প্রশ্নের উত্তর পরীক্ষায় দিলে এখানে দেখবেন আপনি কোথায় আছেন।',
  topicPath: (subject: string, topic: string) => `${subject} › ${topic}`,
  level: (level: number, sure: 'high' | 'medium' | 'low') =>
    `${formatNumber(level, { style: 'percent' })} · ${sure === 'high' ? 'নিশ্চিত' : sure === 'medium' ? 'মোটামুটি নিশ্চিত' : 'এখনো নিশ্চিত নয়'}`,
  levelLabel: (topic: string) => `${topic}-এ আপনার লেভেল`,
  practiseThese: 'এগুলো অনুশীলন করুন',
  practiseFailed: 'অনুশীলনের পরীক্ষাটি তৈরি করা যায়নি। আবার চেষ্টা করুন।',
} satisfies Translation<typeof learningMessages>;
