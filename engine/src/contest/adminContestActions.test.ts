// docs/contest.md#admin-actions
import { describe, expect, it } from 'vitest';
import { adminContestActions } from './adminContestActions';

describe('adminContestActions', () => {
  it('offers edit and cancel only while upcoming', () => {
    expect(adminContestActions({ status: 'upcoming', results_ready: false })).toEqual({
      edit: true,
      cancel: true,
      registrations: true,
      meritList: false,
      exportCsv: false,
    });
    for (const status of ['live', 'finished', 'cancelled']) {
      const actions = adminContestActions({ status, results_ready: status === 'finished' });
      expect([actions.edit, actions.cancel]).toEqual([false, false]);
    }
  });

  it('offers the merit list and export once finished with results ready', () => {
    expect(adminContestActions({ status: 'finished', results_ready: false })).toMatchObject({ meritList: false, exportCsv: false });
    expect(adminContestActions({ status: 'finished', results_ready: true })).toMatchObject({ meritList: true, exportCsv: true });
    expect(adminContestActions({ status: 'cancelled', results_ready: false })).toMatchObject({ meritList: false, exportCsv: false });
  });
});
