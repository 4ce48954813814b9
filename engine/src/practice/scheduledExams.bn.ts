// বাংলা: the Bengali twin of ./scheduledExams.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import type { Translation } from '../i18n/translation';
import type { scheduleMessages } from './scheduledExams';

export const scheduleMessagesBn = {
  empty: 'আসন্ন বা চলমান কোনো নির্ধারিত পরীক্ষা নেই',
  start: 'শুরু করুন',
  resume: 'চালিয়ে যান',
  inProgress: 'চলছে',
  confirmDelete: 'আপনি কি নিশ্চিত যে পরীক্ষাটি মুছে ফেলতে চান?',
  deleted: 'পরীক্ষা মুছে ফেলা হয়েছে',
} satisfies Translation<typeof scheduleMessages>;
