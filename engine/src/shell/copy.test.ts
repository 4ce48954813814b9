import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { countOf, extraDetail, redirectingIn, revisionLabels, selectPlaceholder, universityUnitLabel } from './copy';

describe('on-screen copy built from data', () => {
  it('says "1 second" for one and "seconds" for any other count', () => {
    expect(countOf(1, 'second')).toBe('1 second');
    expect(countOf(0, 'second')).toBe('0 seconds');
    expect(countOf(5, 'second')).toBe('5 seconds');
    expect(redirectingIn(1)).toBe('Redirecting to the login page in 1 second ...');
    expect(redirectingIn(5)).toBe('Redirecting to the login page in 5 seconds ...');
  });

  it('does not repeat "Select" when a label already starts with it', () => {
    expect(selectPlaceholder('Select Model Test')).toBe('Select model test');
    expect(selectPlaceholder('Select Exam Year')).toBe('Select exam year');
    expect(selectPlaceholder('Gender')).toBe('Select gender');
  });

  it('leaves out a failed verification detail that the overlay already says', () => {
    const body = messages.verificationFailedBody;
    expect(extraDetail(body, 'The verification link is invalid or has expired.')).toBeNull();
    expect(extraDetail(body, null)).toBeNull();
    expect(extraDetail(body, 'Token signature mismatch')).toBe('Token signature mismatch');
  });

  it('names a unit once in a university entry', () => {
    expect(universityUnitLabel('University of Dhaka', 'A')).toBe('University of Dhaka (A unit)');
    expect(universityUnitLabel('Directorate General of Health Services (MBBS)', 'MBBS')).toBe(
      'Directorate General of Health Services (MBBS unit)',
    );
  });

  it('words the revision buttons the same way everywhere', () => {
    expect(revisionLabels).toEqual({ save: 'Save for Revision', remove: 'Remove From Revision' });
  });
});
