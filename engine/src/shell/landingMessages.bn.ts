// বাংলা: the Bengali twin of ./landingMessages.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import type { Translation } from '../i18n/translation';
import { PREVIOUS_YEAR_FIRST, PREVIOUS_YEAR_LAST } from '../practice/limits';
import type { landingMessages } from './landingMessages';

/**
 * A year in Bengali digits (১৯৯৭). Not formatDigits: this text is made as the module loads, which
 * may be before the page's language is set, and it is Bengali whatever the language then is.
 */
const bengaliYear = (year: number): string => String(year).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

export const landingMessagesBn = {
  featuresLead: 'বাংলাদেশের বিশ্ববিদ্যালয় ভর্তি পরীক্ষা আর বিশ্ববিদ্যালয়ের পরীক্ষার MCQ প্রশ্ন অনুশীলন করুন।',
  features: [
    { title: 'ফ্ল্যাশকার্ড', text: 'বিষয়, অধ্যায় ও টপিক ধরে প্রশ্ন দেখুন, বিকল্পের কার্ড উল্টে নিজেই যাচাই করুন।' },
    { title: 'র‍্যান্ডম টেস্ট', text: 'বিষয়, অধ্যায় আর প্রশ্নের সংখ্যা বেছে নিন; প্রশ্নের সংখ্যা অনুযায়ী সময় ঠিক হয়।' },
    { title: 'মডেল টেস্ট', text: 'ভর্তি পরীক্ষার মতোই নির্দিষ্ট বিষয় ও সময়ের পূর্ণাঙ্গ পরীক্ষা।' },
    // The year range is docs/constants.md#previous-years.
    {
      title: 'বিগত বছরের প্রশ্ন',
      text: `${bengaliYear(PREVIOUS_YEAR_FIRST)} থেকে ${bengaliYear(PREVIOUS_YEAR_LAST)} সালের বিশ্ববিদ্যালয় ভর্তি পরীক্ষার প্রশ্ন, পরীক্ষা, বিশ্ববিদ্যালয় ও বছর ধরে বেছে নিন।`,
    },
    { title: 'নির্ধারিত পরীক্ষা', text: 'পরের কোনো তারিখ ও সময়ে পরীক্ষা ঠিক করে রাখুন, শুরু হলে অংশ নিন।' },
    { title: 'রিভিশন', text: 'অনুশীলনের সময় কঠিন প্রশ্নগুলো সংরক্ষণ ও বুকমার্ক করে রাখুন, পরে রিভিশন দিন।' },
    { title: 'লিডারবোর্ড', text: 'অন্য শিক্ষার্থীদের তুলনায় আপনার স্কোর কেমন, দেখে নিন।' },
  ],
  pricing:
    'প্যাকেজ থাকলেই অনুশীলন করা যায়। প্যাকেজের মূল্য টাকায় (৳), পেমেন্ট হয় অনলাইনে SSLCommerz-এর মাধ্যমে। পেমেন্টের পর আপনার সাবস্ক্রিপশন ও লেনদেন প্রোফাইলে দেখতে পাবেন।',
  seePackages: 'প্যাকেজগুলো দেখুন',
  events:
    'আসল পরীক্ষার মতো নির্ধারিত সময়ে পরীক্ষা দিন। র‍্যান্ডম টেস্ট বানিয়ে কোনো তারিখ ও সময়ে (বাংলাদেশ সময়) নির্ধারণ করুন, অথবা নির্দিষ্ট বিষয় ও সময়ের মডেল টেস্ট বেছে নিন। জমা দিলে বা সময় শেষ হলেই সঙ্গে সঙ্গে আপনার স্কোর ও নির্ভুলতা দেখতে পাবেন।',
  about:
    'Proshno হলো বাংলাদেশের বিশ্ববিদ্যালয় ভর্তি পরীক্ষা ও বিশ্ববিদ্যালয়ের MCQ পরীক্ষার প্রস্তুতি নেওয়া শিক্ষার্থীদের জন্য প্রশ্নব্যাংক ও পরীক্ষা অনুশীলনের প্ল্যাটফর্ম। আমরা চাই প্রত্যেক শিক্ষার্থী ফোন বা কম্পিউটারে আসল প্রশ্ন দিয়ে অনুশীলন করুক এবং নিজের অবস্থান পরিষ্কারভাবে জানুক।',
  feedback: 'কোনো প্রশ্ন বা মতামত থাকলে {email} ঠিকানায় লিখুন।',
} satisfies Translation<typeof landingMessages>;
