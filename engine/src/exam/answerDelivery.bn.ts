// বাংলা: the Bengali twin of ./answerDelivery.ts (docs/i18n.md#catalogues). Same keys; written as a Bangladeshi student would write it.
import type { Translation } from '../i18n/translation';
import type { answerDeliveryMessages } from './answerDelivery';

export const answerDeliveryMessagesBn = {
  waiting: 'পাঠানোর অপেক্ষায় থাকা উত্তর: {count}',
  delivered: 'আপনার বেছে নেওয়া সব উত্তর সার্ভারে পৌঁছেছে।',
} satisfies Translation<typeof answerDeliveryMessages>;
