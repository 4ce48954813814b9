// docs/contest.md#admin-screen: the admin's merit list read from the export's CSV.
import { describe, expect, it } from 'vitest';
import { cancelContestQuestion, editFormOf, formatContestDuration, meritRowsOfCsv, parseCsv } from './adminMeritList';
import { formatTimeUsed } from './contestViews';

const HEADER = 'rank,full_name,email,score,percentile,time_used_seconds,right,wrong,not_answered';

describe('meritRowsOfCsv', () => {
  it('reads the rows in merit order, quoted names with commas and quotes included', () => {
    const csv = `${HEADER}\r\n1,"Rahman, Ayesha",a@example.com,2,100,12,2,0,0\r\n2,"Said ""Tito""",t@example.com,-0.25,0,40,0,1,1\r\n`;
    expect(meritRowsOfCsv(csv)).toEqual([
      { rank: 1, fullName: 'Rahman, Ayesha', email: 'a@example.com', score: 2, percentile: 100, timeUsedSeconds: 12, right: 2, wrong: 0, notAnswered: 0 },
      { rank: 2, fullName: 'Said "Tito"', email: 't@example.com', score: -0.25, percentile: 0, timeUsedSeconds: 40, right: 0, wrong: 1, notAnswered: 1 },
    ]);
  });

  it('is empty for the header only (no results yet, or a cancelled contest)', () => {
    expect(meritRowsOfCsv(`${HEADER}\r\n`)).toEqual([]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
  });
});

describe('the admin screen words', () => {
  it('asks before cancelling and formats the time used', () => {
    expect(cancelContestQuestion('Weekly Mock')).toBe('Cancel the contest Weekly Mock? Registered learners are told by mail.');
    expect([formatTimeUsed(5), formatTimeUsed(65), formatTimeUsed(3725)]).toEqual(['0:00:05', '0:01:05', '1:02:05']);
    expect([formatContestDuration(20), formatContestDuration(1440)]).toEqual(['20 s', '24 min']);
  });

  it('starts the edit form from the contest in Asia/Dhaka', () => {
    expect(editFormOf({ title: 'T', start_time: '2026-11-27T04:30:00.000Z', time_breaks_ties: true })).toEqual({
      title: 'T',
      startDate: '2026-11-27',
      startTime: '10:30',
      timeBreaksTies: true,
    });
  });
});
