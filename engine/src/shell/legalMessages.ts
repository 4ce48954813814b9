// The words of the three legal documents (docs/shell.md#legal-pages), kept apart from
// ../messages.ts and from the landing's words so that only the legal pages download them. A
// paragraph with a link is its words before, the link and after.
import { catalogue } from '../i18n/catalogue';

export type PageParagraph = string | { before: string; link: { text: string; href: string }; after: string };

export type LegalDocument = {
  title: string;
  /** The last change, a calendar date (YYYY-MM-DD) the page writes out with Intl. */
  updated: string;
  sections: ReadonlyArray<{ heading: string; text: PageParagraph }>;
};

export const legalMessages = catalogue('legal', {
  lastUpdated: 'Last updated: {date}',
  /** 'Last updated: 1 November 2026': `updated` (YYYY-MM-DD) written out by Intl in this language's locale. */
  updatedLine: (updated: string): string => {
    // Made here, not when the module loads: a module with no work at load is left out of every page that does not use it.
    const calendarDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    return legalMessages.lastUpdated.replace('{date}', calendarDate.format(new Date(`${updated}T00:00:00Z`)));
  },
  terms: {
    title: 'Terms and Conditions',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'Your account',
        text: 'You need a verified account to use Proshno. Keep your password secret; you are responsible for what happens under your account. One account is for one learner.',
      },
      {
        heading: 'Packages',
        text: {
          before: 'Learning features need an active package. Prices are in BDT. A package gives access for the period shown at purchase. Refunds follow the ',
          link: { text: 'Refund Policy', href: '/refund-policy' },
          after: '.',
        },
      },
      {
        heading: 'Fair use',
        text: 'Questions, explanations and other content are for your own preparation. Copying or redistributing them is not allowed. Exams must be taken by the account holder.',
      },
      { heading: 'Changes', text: 'We may change these terms; the date above shows the latest version.' },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'What we collect',
        text: 'Your name, e-mail, phone number, date of birth, gender and address from registration, your exam answers and results, and your purchases.',
      },
      {
        heading: 'Why',
        text: 'To run your account, show your progress and the leaderboard, process payments and write to you about your account. We do not sell your data.',
      },
      { heading: 'Your choices', text: 'You can correct your profile at any time and ask support@proshno.com to delete your account.' },
    ],
  },
  refund: {
    title: 'Refund Policy',
    updated: '2026-11-01',
    sections: [
      {
        heading: 'When you can ask for a refund',
        text: 'You may request a refund for a package within 24 hours of purchase, provided the content of the package is unused: no exam, flashcard session or test has been started with it.',
      },
      {
        heading: 'How to ask',
        text: 'Write to support@proshno.com from the e-mail address of your account with your transaction id and the reason for the request.',
      },
      {
        heading: 'Processing',
        text: 'Approved refunds are processed in 7 to 10 working days and returned through the payment method you used. The package is removed from your account when the refund is approved.',
      },
    ],
  },
} satisfies Record<'terms' | 'privacy' | 'refund', LegalDocument> & { lastUpdated: string; updatedLine: (updated: string) => string });

/** 'Last updated: 1 November 2026': the document's date written out by Intl (the catalogue's `updatedLine`). */
export function legalUpdatedLine(document: Pick<LegalDocument, 'updated'>): string {
  return legalMessages.updatedLine(document.updated);
}
