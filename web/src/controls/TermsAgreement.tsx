// The agreement checkbox of registration, the subscribe dialog and the custom plan
// (docs/access.md#registration, docs/commerce.md#subscribe-dialog, docs/commerce.md#custom-plan),
// with the links to the three policies under it; and the tick every such checkbox draws.
import { messages } from '@proshno/engine';
import Check from 'lucide-react/icons/check';
import { Checkbox, Link } from 'react-aria-components';
import * as controls from './controls.css';

/** The box of a react-aria Checkbox, ticked with an icon that assistive technology skips. */
export function CheckboxMark({ checked }: { checked: boolean }) {
  return (
    <span className={controls.checkboxBox} aria-hidden="true">
      {checked ? <Check aria-hidden="true" size={14} strokeWidth={3} /> : null}
    </span>
  );
}

export type TermsAgreementProps = {
  agreed: boolean;
  isDisabled?: boolean;
  onChange: (agreed: boolean) => void;
  /** The rule the box fails, shown under it; the box is then marked invalid (aria-invalid). */
  errorMessage?: string;
};

export function TermsAgreement(props: TermsAgreementProps) {
  return (
    <>
      <AgreementBox {...props} />
      <PolicyLinks />
    </>
  );
}

/** The box alone, for a dialog's footer (its links go in the dialog's body: docs/architecture.md#dialogs). */
export function AgreementBox({ agreed, isDisabled = false, onChange, errorMessage }: TermsAgreementProps) {
  const box = (
    <Checkbox
      className={controls.checkbox}
      isSelected={agreed}
      isDisabled={isDisabled}
      isInvalid={errorMessage !== undefined}
      onChange={onChange}
    >
      <CheckboxMark checked={agreed} />
      <span>{messages.agreeToPolicies}</span>
    </Checkbox>
  );
  if (errorMessage === undefined) return box;
  return (
    <div className={controls.field}>
      {box}
      <span className={controls.fieldError}>{errorMessage}</span>
    </div>
  );
}

/** Where to read the three policies the box agrees to; each opens in a new tab. */
export function PolicyLinks() {
  return (
    <p className={controls.hint}>
      {messages.policiesBefore}{' '}
      <Link className={controls.link} href="/terms" target="_blank">
        {messages.termsAndConditions}
      </Link>
      ,{' '}
      <Link className={controls.link} href="/refund-policy" target="_blank">
        {messages.refundPolicy}
      </Link>{' '}
      {messages.policiesAnd}{' '}
      <Link className={controls.link} href="/privacy-policy" target="_blank">
        {messages.privacyPolicy}
      </Link>
      .
    </p>
  );
}
