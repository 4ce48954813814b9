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
  allTopics: 'আপনার সব টপিক দেখুন',
  mapTitle: 'আপনার টপিকগুলো',
  mapIntro: 'আপনি যে টপিকগুলোর প্রশ্নের উত্তর দিয়েছেন, তার প্রতিটিতে গড় কঠিন একটি প্রশ্নের সঠিক উত্তর দেওয়ার সম্ভাবনা, সবচেয়ে দুর্বলটি আগে।',
  mapNone: 'প্রতিটি টপিকে আপনি কোথায় আছেন দেখতে একটি পরীক্ষা শেষ করুন।',
  mapAnswers: (answered: number, right: number) => `${formatNumber(answered)}টির মধ্যে ${formatNumber(right)}টি সঠিক`,
  mapPractise: 'সবচেয়ে দুর্বলগুলো অনুশীলন করুন',

  guessingTitle: 'উত্তর দেবেন, না ছেড়ে দেবেন?',
  guessingRule: (negative: number, chance: number) =>
    `ভুল উত্তরে ${marks(negative)} কাটা গেলে, ${percent(chance)}-এর বেশি সময় সঠিক হলে উত্তর দেওয়া লাভজনক।`,
  guessingShare: (share: number, answered: number) => `উত্তর দিলে আপনি ${percent(share)} সময় সঠিক হন (${formatNumber(answered)}টি উত্তর)।`,
  guessingBlind: (chance: number) => `এখানে এখনো ৩টির কম উত্তর: আন্দাজে দিলে ${percent(chance)} সময় সঠিক হয়।`,
  verdictAnswer: 'উত্তর দেওয়াই লাভজনক।',
  verdictSkip: 'ছেড়ে দেওয়াই লাভজনক।',
  skippingCost: (skipped: number, cost: number) =>
    cost >= 0
      ? `${formatNumber(skipped)}টি ছেড়ে দেওয়ায় প্রায় ${marks(cost)} হারিয়েছেন।`
      : `${formatNumber(skipped)}টি ছেড়ে দেওয়ায় প্রায় ${marks(-cost)} বেঁচেছে।`,
  wrongCost: (wrong: number, lost: number) => `${formatNumber(wrong)}টি ভুল উত্তরে ${marks(lost)} কাটা গেছে।`,
  skippingTotal: (cost: number) => (cost >= 0 ? `সব মিলিয়ে ছেড়ে দেওয়ায় প্রায় ${marks(cost)} হারিয়েছেন।` : `সব মিলিয়ে ছেড়ে দেওয়ায় প্রায় ${marks(-cost)} বেঁচেছে।`),
  guessingNothing: 'আপনি সব প্রশ্নের উত্তর দিয়েছেন এবং কোনোটি ভুল হয়নি: এখানে হিসাব করার কিছু নেই।',

  planTitle: 'আপনার পরীক্ষার পরিকল্পনা',
  planLoading: 'আপনার পরিকল্পনা লোড হচ্ছে…',
  planNone: 'যে পরীক্ষার প্রস্তুতি নিচ্ছেন তার নাম আর প্রতিদিন কত সময় দিতে পারবেন লিখুন: আমরা সেই অনুযায়ী আপনার দিনগুলো সাজিয়ে দেব।',
  planSet: 'লক্ষ্য ঠিক করুন',
  planChange: 'পরিবর্তন করুন',
  planRemove: 'লক্ষ্য মুছে ফেলুন',
  planSave: 'লক্ষ্য সংরক্ষণ করুন',
  planCancel: 'বাতিল',
  planName: 'পরীক্ষা',
  planNameHint: 'যেমন: ঢাবি বিজ্ঞান ইউনিট (ক) বা মেডিকেল ভর্তি',
  planDate: 'পরীক্ষার তারিখ',
  planMinutes: 'প্রতিদিন কত মিনিট',
  planNameRequired: 'যে পরীক্ষার প্রস্তুতি নিচ্ছেন তার নাম লিখুন।',
  planNameTooLong: (max: number) => `সর্বোচ্চ ${formatNumber(max)}টি অক্ষর লিখুন।`,
  planDateInvalid: 'পরীক্ষার তারিখ দিন।',
  planDatePast: 'পরীক্ষার তারিখ অতীতে হতে পারে না।',
  planDateTooFar: 'পরীক্ষার তারিখ তিন বছরের মধ্যে হতে হবে।',
  planMinutesInvalid: (min: number, max: number) => `${formatNumber(min)} থেকে ${formatNumber(max)} পর্যন্ত পূর্ণ মিনিট লিখুন।`,
  planSaveFailed: 'লক্ষ্য সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।',
  planLoadFailed: 'আপনার পরিকল্পনা লোড করা যায়নি।',
  daysLeft: (days: number) => `আর ${formatNumber(days)} দিন বাকি`,
  planToday: (reviews: number, fresh: number) => `আজ: ${formatNumber(reviews)}টি রিভিউ এবং ${formatNumber(fresh)}টি নতুন প্রশ্ন।`,
  planExamDay: 'আজ পরীক্ষা। শুভকামনা!',
  planPast: 'আপনার পরীক্ষার তারিখ পেরিয়ে গেছে। পরের লক্ষ্য ঠিক করুন।',
  streak: (days: number) => `টানা ${formatNumber(days)} দিন`,
  streakNone: 'আজ পড়লে টানা দিনের হিসাব শুরু হবে।',
  streakPaused: 'থেমে আছে: আজ পড়লে আবার চলবে।',
  streakKeep: 'আজ পড়লে আরও একদিন যোগ হবে।',
  streakDone: 'আজকের দিন যোগ হয়েছে।',
} satisfies Translation<typeof learningMessages>;

function percent(share: number): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 0 });
}

function marks(value: number): string {
  return `${formatNumber(Math.round(value * 100) / 100, { maximumFractionDigits: 2 })} নম্বর`;
}
