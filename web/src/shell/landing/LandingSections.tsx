// What a visitor reads under the login card: the targets of the public header's Features,
// Pricing, Events and About Us links (docs/access.md#audience, docs/shell.md#public-header).
import { landingMessages, messages } from '@proshno/engine';
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
        <p className={css.lead}>{landingMessages.featuresLead}</p>
        <ul className={css.cards}>
          {landingMessages.features.map((feature) => (
            <li key={feature.title} className={css.card}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="pricing" className={css.section} tabIndex={-1} aria-labelledby="pricing-title">
        <h2 id="pricing-title">{messages.landingPricing}</h2>
        <p>{landingMessages.pricing}</p>
        <p className={css.lead}>{messages.landingPricingSignIn}</p>
        <p>
          <Link className={controls.button({ kind: 'primary' })} href="/packages">
            {landingMessages.seePackages}
          </Link>
        </p>
        <p>
          {messages.landingRefundsBefore} <Link className={controls.link} href="/refund-policy">{messages.refundPolicy}</Link>.
        </p>
      </section>

      <section id="events" className={css.section} tabIndex={-1} aria-labelledby="events-title">
        <h2 id="events-title">{messages.landingEvents}</h2>
        <p>{landingMessages.events}</p>
      </section>

      <section id="about" className={css.section} tabIndex={-1} aria-labelledby="about-title">
        <h2 id="about-title">{messages.landingAbout}</h2>
        <p>{landingMessages.about}</p>
        <p>
          {feedbackBefore}
          <Link className={controls.link} href={`mailto:${messages.supportEmail}`}>
            {messages.supportEmail}
          </Link>
          {feedbackAfter}
        </p>
      </section>
    </div>
  );
}

// 'Questions or feedback? Write to {email}.': the address is a link.
const [feedbackBefore = '', feedbackAfter = ''] = landingMessages.feedback.split('{email}');
