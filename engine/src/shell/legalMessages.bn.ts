// বাংলা: the Bengali twin of ./legalMessages.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
// The dates (`updated`) and the link's path are the English catalogue's, unchanged.
import type { Translation } from '../i18n/translation';
import type { legalMessages } from './legalMessages';

const lastUpdated = 'সর্বশেষ আপডেট: {date}';

export const legalMessagesBn = {
  lastUpdated,
  /** 'সর্বশেষ আপডেট: ১ নভেম্বর, ২০২৬'. */
  updatedLine: (updated: string): string => {
    // Made here, not when the module loads (as in English).
    const calendarDate = new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return lastUpdated.replace('{date}', calendarDate.format(new Date(`${updated}T00:00:00Z`)));
  },
  terms: {
    title: 'শর্তাবলি',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'আপনার অ্যাকাউন্ট',
        text: 'Proshno ব্যবহার করতে একটি যাচাই করা অ্যাকাউন্ট লাগবে। পাসওয়ার্ড গোপন রাখুন; আপনার অ্যাকাউন্টে যা কিছু ঘটে তার দায় আপনার। একটি অ্যাকাউন্ট শুধু একজন শিক্ষার্থীর জন্য।',
      },
      {
        heading: 'প্যাকেজ',
        text: {
          before: 'শেখার ফিচারগুলো ব্যবহার করতে একটি সক্রিয় প্যাকেজ লাগবে। মূল্য টাকায় (৳)। কেনার সময় যে মেয়াদ দেখানো হয়, প্যাকেজটি ততদিন ব্যবহার করা যাবে। রিফান্ড হবে ',
          link: { text: 'রিফান্ড নীতি', href: '/refund-policy' },
          after: ' অনুযায়ী।',
        },
      },
      {
        heading: 'ন্যায্য ব্যবহার',
        text: 'প্রশ্ন, ব্যাখ্যা ও অন্যান্য কনটেন্ট শুধু আপনার নিজের প্রস্তুতির জন্য। এগুলো কপি করা বা অন্যকে বিতরণ করা যাবে না। পরীক্ষা অ্যাকাউন্টধারীকেই দিতে হবে।',
      },
      { heading: 'পরিবর্তন', text: 'আমরা এই শর্তাবলি পরিবর্তন করতে পারি; ওপরের তারিখটি সর্বশেষ সংস্করণের।' },
    ],
  },
  privacy: {
    title: 'গোপনীয়তা নীতি',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'আমরা কী কী তথ্য নিই',
        text: 'রেজিস্ট্রেশনের সময় দেওয়া আপনার নাম, ইমেইল, মোবাইল নম্বর, জন্মতারিখ, লিঙ্গ ও ঠিকানা; আপনার পরীক্ষার উত্তর ও ফলাফল; এবং আপনার কেনাকাটার তথ্য।',
      },
      {
        heading: 'কেন নিই',
        text: 'আপনার অ্যাকাউন্ট চালাতে, আপনার অগ্রগতি ও লিডারবোর্ড দেখাতে, পেমেন্ট সম্পন্ন করতে এবং আপনার অ্যাকাউন্ট নিয়ে আপনাকে জানাতে। আমরা আপনার তথ্য বিক্রি করি না।',
      },
      {
        heading: 'আপনার পছন্দ',
        text: 'যেকোনো সময় আপনার প্রোফাইল ঠিক করে নিতে পারেন, আর অ্যাকাউন্ট মুছে ফেলতে চাইলে support@proshno.com-এ অনুরোধ করতে পারেন।',
      },
    ],
  },
  refund: {
    title: 'রিফান্ড নীতি',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'কখন রিফান্ড চাইতে পারবেন',
        text: 'কেনার ২৪ ঘণ্টার মধ্যে প্যাকেজের রিফান্ড চাইতে পারবেন, যদি প্যাকেজের কনটেন্ট ব্যবহার না করে থাকেন: অর্থাৎ এটি দিয়ে কোনো পরীক্ষা, ফ্ল্যাশকার্ড সেশন বা টেস্ট শুরু করা হয়নি।',
      },
      {
        heading: 'কীভাবে চাইবেন',
        text: 'আপনার অ্যাকাউন্টের ইমেইল ঠিকানা থেকে লেনদেন আইডি ও রিফান্ডের কারণ লিখে support@proshno.com-এ পাঠান।',
      },
      {
        heading: 'রিফান্ড প্রক্রিয়া',
        text: 'অনুমোদিত রিফান্ড ৭ থেকে ১০ কর্মদিবসের মধ্যে সম্পন্ন হয় এবং যে পেমেন্ট পদ্ধতিতে টাকা দিয়েছিলেন, সেখানেই ফেরত যায়। রিফান্ড অনুমোদিত হলে প্যাকেজটি আপনার অ্যাকাউন্ট থেকে সরিয়ে নেওয়া হয়।',
      },
    ],
  },
} satisfies Translation<typeof legalMessages>;
