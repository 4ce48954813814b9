// বাংলা: the Bengali twin of ./adminContestForm.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import type { Translation } from '../i18n/translation';
import type { adminContestMessages } from './adminContestForm';

export const adminContestMessagesBn = {
  templateRequired: 'একটি টেমপ্লেট বাছাই করুন',
  titleRequired: 'শিরোনাম দিতে হবে',
  titleTooLong: 'শিরোনাম সর্বোচ্চ ২০০ অক্ষরের হতে পারে',
  startRequired: 'শুরুর তারিখ ও সময় দিতে হবে',
  startInPast: 'কনটেস্টের শুরুর সময় অবশ্যই ভবিষ্যতের হতে হবে।',
  universityRequired: 'একটি বিশ্ববিদ্যালয় বাছাই করুন',
  unitRequired: 'একটি ইউনিট বাছাই করুন',
  yearRequired: 'একটি সাল বাছাই করুন',
} satisfies Translation<typeof adminContestMessages>;
