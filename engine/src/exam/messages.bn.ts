// বাংলা: the Bengali twin of ./messages.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import type { Translation } from '../i18n/translation';
import type { examMessages } from './messages';

export const examMessagesBn = {
  notAvailable: 'প্রযোজ্য নয়',
  otherVersion: (shown) =>
    shown === 'en' ? 'এই প্রশ্নের বাংলা ভার্সন এখনও নেই: ইংরেজিতে দেখানো হচ্ছে।' : 'এই প্রশ্নের ইংরেজি ভার্সন এখনও নেই: বাংলায় দেখানো হচ্ছে।',
  previousYearExam: 'বিগত বছরের প্রশ্ন',
  exam: 'পরীক্ষা',
  examTypeNames: { 'Random Test': 'র‍্যান্ডম টেস্ট', 'Model Test': 'মডেল টেস্ট', 'Previous Year': 'বিগত বছরের প্রশ্ন' },
  remainingTime: (shown: string) => `বাকি সময় ${shown}`,
  examDetails: 'পরীক্ষার বিবরণ',
  details: 'বিবরণ',
  answered: 'উত্তর দেওয়া হয়েছে',
  marks: 'নম্বর',
  negativeMarks: 'নেগেটিভ মার্ক',
  resultTitle: 'ফলাফল',
  resultScore: 'স্কোর',
  resultOutOf: '{max}-এর মধ্যে',
  resultTotalQuestions: 'মোট প্রশ্ন',
  resultCorrect: 'সঠিক',
  resultWrong: 'ভুল',
  resultUnanswered: 'উত্তর দেওয়া হয়নি',
  resultAccuracy: 'নির্ভুলতা',
  resultTimeRemaining: 'বাকি সময়',
  resultBySubject: 'বিষয়ভিত্তিক ফলাফল',
  resultSubject: 'বিষয়',
  resultRight: 'সঠিক',
  resultNotAnswered: 'উত্তর দেওয়া হয়নি',
  resultSubjectNumber: 'বিষয় {n}',
  resultNotAvailable: 'ফলাফল পাওয়া যায়নি।',
  viewExamHistory: 'পরীক্ষার ইতিহাস দেখুন',
  goHome: 'হোমে যান',
  optionLetters: ['ক', 'খ', 'গ', 'ঘ'],
} satisfies Translation<typeof examMessages>;
