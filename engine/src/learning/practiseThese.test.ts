import { describe, expect, it } from 'vitest';
import { parseRandomTestRecord, type RandomTestBuilderRecord } from '../practice/randomTestDevice';
import { practiseTheseRecord, type PracticeTopic } from './practiseThese';

const physics = { id: 1, name: 'Physics' };
const topic = (id: number, name: string, available: number): PracticeTopic => ({ subject: physics, topic: { id, name }, available });
const created = { examId: 40, examType: 1, timePerQuestion: 60 };

describe('practise these', () => {
  it('makes a new builder with five questions of each weak topic, fewer where the bank has fewer, none where it has none, drawn near the level', () => {
    const record = practiseTheseRecord([topic(14, 'Optics', 30), topic(15, 'Waves', 3), topic(16, 'Atoms', 0)], null, created);
    expect(record).toEqual({
      examId: 40,
      timePerQuestion: 60,
      nearLevel: true,
      test: {
        examType: 1,
        page: 1,
        rows: [
          { id: 1, subject: 1, subjectName: 'Physics', topic: 14, topicName: 'Optics', subTopic: null, subTopicName: '', noOfQuestion: 5 },
          { id: 2, subject: 1, subjectName: 'Physics', topic: 15, topicName: 'Waves', subTopic: null, subTopicName: '', noOfQuestion: 3 },
        ],
      },
    });
  });

  it('adds to the builder the learner already has, keeping their rows and a topic they set themselves', () => {
    const mine: RandomTestBuilderRecord = {
      examId: 7,
      timePerQuestion: 45,
      test: { examType: 2, page: 1, rows: [{ id: 3, subject: 1, subjectName: 'Physics', topic: 14, topicName: 'Optics', subTopic: null, subTopicName: '', noOfQuestion: 2 }] },
    };
    const record = practiseTheseRecord([topic(14, 'Optics', 30), topic(15, 'Waves', 30)], mine, created);
    expect(record?.examId).toBe(7);
    expect(record?.test.rows.map((row) => [row.id, row.topic, row.noOfQuestion])).toEqual([
      [3, 14, 2],
      [4, 15, 5],
    ]);
    expect(record?.nearLevel).toBe(true);
  });

  it('draws a builder that already has every weak topic near the level, its rows as they were', () => {
    const mine: RandomTestBuilderRecord = {
      examId: 7,
      timePerQuestion: 45,
      test: { examType: 2, page: 1, rows: [{ id: 3, subject: 1, subjectName: 'Physics', topic: 14, topicName: 'Optics', subTopic: null, subTopicName: '', noOfQuestion: 2 }] },
    };
    expect(practiseTheseRecord([topic(14, 'Optics', 30)], mine, created)).toEqual({ ...mine, nearLevel: true });
  });

  it('is kept on the device with its near level, and a record kept before the flag existed still reads', () => {
    const record = practiseTheseRecord([topic(14, 'Optics', 30)], null, created);
    expect(parseRandomTestRecord(JSON.stringify(record))).toEqual(record);
    const older = { examId: 7, timePerQuestion: 45, test: { examType: 2, page: 1, rows: [] } };
    expect(parseRandomTestRecord(JSON.stringify(older))).toEqual(older);
    expect(parseRandomTestRecord(JSON.stringify({ ...older, nearLevel: 'yes' }))).toBeNull();
  });

  it('makes nothing when no weak topic has questions and there is no builder', () => {
    expect(practiseTheseRecord([topic(16, 'Atoms', 0)], null, created)).toBeNull();
    expect(practiseTheseRecord([topic(14, 'Optics', 10)], null, null)).toBeNull();
  });
});
