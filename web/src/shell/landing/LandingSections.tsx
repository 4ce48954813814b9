// What a visitor reads under the login card: the targets of the public header's Features,
// Pricing, Events and About Us links (docs/access.md#audience, docs/shell.md#public-header).
import { messages } from '@proshno/engine';
import { Link } from 'react-aria-components';
import * as controls from '../../controls/controls.css';
import * as css from './landing.css';
import { useScrollToHash } from './useScrollToHash';

export function LandingSections() {
  useScrollToHash();
  return (
    <div className={css.sections}>
      <section id="features" className={css.section} tabIndex={-1} aria-labelledby="features-title">
        <h2 id="features-title">{messages.landingFeatures}</h2>
        <p className={css.lead}>
          Practice multiple-choice questions for university admission tests and university exams in Bangladesh.
        </p>
        <ul className={css.cards}>
          {features.map((feature) => (
            <li key={feature.title} className={css.card}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="pricing" className={css.section} tabIndex={-1} aria-labelledby="pricing-title">
        <h2 id="pricing-title">{messages.landingPricing}</h2>
        <p>
          Practice is open to learners who hold a package. Packages are priced in BDT and paid online through
          SSLCommerz. After payment your subscriptions and transactions are listed in
          your profile.
        </p>
        <p className={css.lead}>{messages.landingPricingSignIn}</p>
        <p>
          <Link className={controls.button({ kind: 'primary' })} href="/packages">
            See packages
          </Link>
        </p>
        <p>
          {messages.landingRefundsBefore} <Link className={controls.link} href="/refund-policy">{messages.refundPolicy}</Link>.
        </p>
      </section>

      <section id="events" className={css.section} tabIndex={-1} aria-labelledby="events-title">
        <h2 id="events-title">{messages.landingEvents}</h2>
        <p>
          Sit exams on a timetable, like the real test. Build a random test and schedule it for a date and time
          (shown in Bangladesh time), or choose a model test with a fixed set of subjects and duration. When you
          submit, or the time is up, you see your score and accuracy right away.
        </p>
      </section>

      <section id="about" className={css.section} tabIndex={-1} aria-labelledby="about-title">
        <h2 id="about-title">{messages.landingAbout}</h2>
        <p>
          Proshno is a question bank and exam practice platform for students in Bangladesh preparing for
          university admission and university MCQ exams. We want every student to be able to practise with real
          questions, on a phone or a computer, and see clearly where they stand.
        </p>
        <p>
          Questions or feedback? Write to{' '}
          <Link className={controls.link} href="mailto:support@proshno.com">
            support@proshno.com
          </Link>
          .
        </p>
      </section>
    </div>
  );
}

// docs/access.md#audience; the year range is docs/constants.md#previous-years.
const features: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'Flashcards', text: 'Go through questions by subject, topic and subtopic and flip the option cards to check yourself.' },
  { title: 'Random tests', text: 'Pick subjects, topics and the number of questions; the timer follows the question count.' },
  { title: 'Model tests', text: 'Full-length tests with a set subject mix and duration, like the admission exam.' },
  { title: 'Previous-year papers', text: 'Questions from university admission tests from 1997 to 2025, chosen by exam, university and year.' },
  { title: 'Scheduled exams', text: 'Plan an exam for a later date and time and take it when it starts.' },
  { title: 'Revision', text: 'Save and bookmark hard questions while you practise and revise them later.' },
  { title: 'Leaderboard', text: 'See how your scores compare with other learners.' },
];
