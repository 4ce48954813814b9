import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { connectionNoticeOf, loadFailureMessage, meansApiUnavailable } from './reconnect';

describe('meansApiUnavailable', () => {
  it('is the coded UNAVAILABLE, a 502 or 503, or no answer while online', () => {
    expect(meansApiUnavailable({ codes: ['UNAVAILABLE'], status: 200, online: true })).toBe(true);
    expect(meansApiUnavailable({ codes: [], status: 502, online: true })).toBe(true);
    expect(meansApiUnavailable({ codes: [], status: 503, online: true })).toBe(true);
    expect(meansApiUnavailable({ codes: [], status: undefined, online: true })).toBe(true);
  });

  it('is not a refusal, another server error, or no answer while offline', () => {
    expect(meansApiUnavailable({ codes: ['UNAUTHENTICATED'], status: 200, online: true })).toBe(false);
    expect(meansApiUnavailable({ codes: ['INTERNAL'], status: 200, online: true })).toBe(false);
    expect(meansApiUnavailable({ codes: [], status: 500, online: true })).toBe(false);
    expect(meansApiUnavailable({ codes: [], status: undefined, online: false })).toBe(false);
  });
});

describe('connectionNoticeOf', () => {
  it('shows nothing before anything has failed, and offline whatever the api', () => {
    expect(connectionNoticeOf(null, true)).toBeNull();
    expect(connectionNoticeOf(null, false)).toBe('offline');
  });
});

describe('loadFailureMessage (docs/shell.md#offline-load)', () => {
  it('says a page needs a connection while offline, and keeps the page\'s own failure online', () => {
    expect(loadFailureMessage('Something went wrong, Please Reload.', false)).toBe(messages.needsConnection);
    expect(loadFailureMessage('Something went wrong, Please Reload.', true)).toBe('Something went wrong, Please Reload.');
  });
});
