// বাংলা: the Bengali twin of ./flashcardMessages.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import type { Translation } from '../i18n/translation';
import type { flashcardMessages } from './flashcardMessages';

export const flashcardMessagesBn = {
  congrats: 'অভিনন্দন!',
  oops: 'ইশ, ভুল!',
  flush: 'উত্তর দেখুন',
  unflush: 'উত্তর লুকান',
  loadFailed: 'কিছু একটা সমস্যা হয়েছে, আবার লোড করুন।',
  noQuestions: 'পরীক্ষার কোনো প্রশ্ন পাওয়া যায়নি',
  notFound: 'এই ফ্ল্যাশকার্ডগুলো পাওয়া যাচ্ছে না: লিংকের বিষয়, অধ্যায় বা টপিকটি নেই। আবার বেছে নিন।',
  gradeQuestion: 'কতটা ভালো জানতেন?',
  grades: {
    again: { name: 'আবার', hint: 'জানতাম না' },
    hard: { name: 'কঠিন', hint: 'কষ্ট করে মনে পড়েছে' },
    good: { name: 'ভালো', hint: 'জানতাম' },
    easy: { name: 'সহজ', hint: 'সঙ্গে সঙ্গে মনে পড়েছে' },
  },
  gradeSuggested: 'প্রস্তাবিত',
  gradeSending: 'আপনার মূল্যায়ন সেভ হচ্ছে…',
  gradeKept: 'আপনার মূল্যায়ন এই ফোনে রাখা আছে, অনলাইনে এলে পাঠানো হবে।',
  gradeRefused: 'এই মূল্যায়নটি সেভ করা যায়নি।',
  gradeLine: (grade: string, outcome: string) => `${grade}। ${outcome}`,
} satisfies Translation<typeof flashcardMessages>;
