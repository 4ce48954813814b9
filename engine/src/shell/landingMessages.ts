// The words of the sections under the login card (docs/access.md#audience), kept apart from
// ../messages.ts and from the legal documents so that only the login page downloads them.
import { PREVIOUS_YEAR_FIRST, PREVIOUS_YEAR_LAST } from '../practice/limits';
import { catalogue } from '../i18n/catalogue';

/** docs/access.md#audience: the sections under the login card. */
export const landingMessages = catalogue('landing', {
  featuresLead: 'Practice multiple-choice questions for university admission tests and university exams in Bangladesh.',
  features: [
    { title: 'Flashcards', text: 'Go through questions by subject, topic and subtopic and flip the option cards to check yourself.' },
    { title: 'Random tests', text: 'Pick subjects, topics and the number of questions; the timer follows the question count.' },
    { title: 'Model tests', text: 'Full-length tests with a set subject mix and duration, like the admission exam.' },
    // The year range is docs/constants.md#previous-years.
    { title: 'Previous-year papers', text: `Questions from university admission tests from ${PREVIOUS_YEAR_FIRST} to ${PREVIOUS_YEAR_LAST}, chosen by exam, university and year.` },
    { title: 'Scheduled exams', text: 'Plan an exam for a later date and time and take it when it starts.' },
    { title: 'Revision', text: 'Save and bookmark hard questions while you practise and revise them later.' },
    { title: 'Leaderboard', text: 'See how your scores compare with other learners.' },
  ],
  pricing:
    'Practice is open to learners who hold a package. Packages are priced in BDT and paid online through SSLCommerz. After payment your subscriptions and transactions are listed in your profile.',
  seePackages: 'See packages',
  events:
    'Sit exams on a timetable, like the real test. Build a random test and schedule it for a date and time (shown in Bangladesh time), or choose a model test with a fixed set of subjects and duration. When you submit, or the time is up, you see your score and accuracy right away.',
  about:
    'Proshno is a question bank and exam practice platform for students in Bangladesh preparing for university admission and university MCQ exams. We want every student to be able to practise with real questions, on a phone or a computer, and see clearly where they stand.',
  feedback: 'Questions or feedback? Write to {email}.',
} as const);
