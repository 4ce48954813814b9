import { importReasonText } from '@proshno/engine';
import { describe, expect, test } from 'vitest';
import { parseGift } from './gift';
import { derivedKey } from './textParts';

const place = { grade: 'HSC' };
/** The file read, its reasons worded in English (the codes the api sends, as `npm run import` words them). */
const gift = (text: string, given = place) => {
  const { accepted, rejected } = parseGift(text, given);
  return { accepted, rejected: rejected.map((r) => ({ ...r, reasons: r.reasons.map(importReasonText) })) };
};
const reasonsOf = (text: string) => gift(text).rejected.map((r) => [r.row, r.reasons]);

const physics = '$CATEGORY: $course$/Physics/Kinematics/Equations of motion\n\n';

describe('reading a GIFT file', () => {
  test('a titled multiple choice question under a category is accepted with its place, key and line', () => {
    const { accepted, rejected } = gift(`${physics}// a comment\n::phys.v::What is v?{\n=$$u + at$$\n~$$u - at$$\n~$$at$$\n~$$u$$\n####Because $$v = u + at$$.\n}\n`);
    expect(rejected).toEqual([]);
    expect(accepted).toEqual([
      {
        row: 4,
        question: {
          key: 'phys.v',
          grade: 'HSC',
          subject: 'Physics',
          topic: 'Kinematics',
          subtopic: 'Equations of motion',
          question: [{ type: 'text', data: 'What is v?' }],
          options: ['u + at', 'u - at', 'at', 'u'].map((data, i) => ({ data: [{ type: 'latex', data }], is_answer: i === 0 })),
          explanation: [
            { type: 'text', data: 'Because' },
            { type: 'latex', data: 'v = u + at' },
            { type: 'text', data: '.' },
          ],
        },
      },
    ]);
  });

  test('a category of four names sets the grade too; one of three takes the grade from the form', () => {
    const q = '::k::Q {=a ~b ~c ~d}';
    const four = gift(`$CATEGORY: $course$/top/SSC/Chemistry/Atoms/Shells\n\n${q}`).accepted[0]?.question;
    expect([four?.grade, four?.subject, four?.topic, four?.subtopic]).toEqual(['SSC', 'Chemistry', 'Atoms', 'Shells']);
    const three = gift(`$CATEGORY: $course$/Chemistry/Atoms/Shells\n${q}`).accepted[0]?.question;
    expect([three?.grade, three?.subject]).toEqual(['HSC', 'Chemistry']);
  });

  test('a // in a category name is a slash in the name', () => {
    const q = gift('$CATEGORY: $course$/HSC/Physics/Work//Energy/Power\n\n::k::Q {=a ~b ~c ~d}').accepted[0]?.question;
    expect(q?.topic).toBe('Work/Energy');
  });

  test('without a category the form gives the place; with neither the missing field is named', () => {
    const full = { grade: 'HSC', subject: 'Physics', topic: 'Kinematics', subtopic: 'Motion' };
    expect(gift('::k::Q {=a ~b ~c ~d}', full).accepted[0]?.question.subject).toBe('Physics');
    expect(reasonsOf('::k::Q {=a ~b ~c ~d}')).toEqual([[1, ['missing field "subject"', 'missing field "topic"', 'missing field "subtopic"']]]);
  });

  test('escaped specials are text, and \\n is a line break outside formulas', () => {
    const q = gift(`${physics}::a\\:b::1 \\= 1 \\~ \\# \\{x\\} line\\nnext $$\\nu \\= \\frac\\{1\\}\\{2\\}$$ {=yes ~no ~maybe ~never}`).accepted[0]?.question;
    expect(q?.key).toBe('a:b');
    expect(q?.question).toEqual([
      { type: 'text', data: '1 = 1 ~ # {x} line\nnext' },
      { type: 'latex', data: '\\nu = \\frac{1}{2}' },
    ]);
  });

  test('format prefixes are read: [html] tags are dropped, an <img> under /media is an image', () => {
    const q = gift(`${physics}::k::[html]<p>Look <b>here</b>:</p><img src="bank/circuit-1.svg"> {=a ~b ~c ~d}`).accepted[0]?.question;
    expect(q?.question).toEqual([
      { type: 'text', data: 'Look here:' },
      { type: 'image', data: 'bank/circuit-1.svg' },
    ]);
    expect(gift(`${physics}::k::[markdown]See ![120x80](bank/a.svg) {=a ~b ~c ~d}`).accepted[0]?.question.question).toEqual([
      { type: 'text', data: 'See' },
      { type: 'image', data: 'bank/a.svg', width: 120, height: 80 },
    ]);
    expect(gift(`${physics}::k::[plain]Plain {=a ~b ~c ~d}`).accepted[0]?.question.question).toEqual([{ type: 'text', data: 'Plain' }]);
  });

  test('per-answer feedback is left off the options; the right answer’s feedback explains when there is no general feedback', () => {
    const q = gift(`${physics}::k::Q {=a#Right, since a. ~b#No ~c ~d}`).accepted[0]?.question;
    expect(q?.options.map((o) => o.data)).toEqual([[{ type: 'text', data: 'a' }], [{ type: 'text', data: 'b' }], [{ type: 'text', data: 'c' }], [{ type: 'text', data: 'd' }]]);
    expect(q?.explanation).toEqual([{ type: 'text', data: 'Right, since a.' }]);
  });

  test('a question without a title gets the key derived from its text and options', () => {
    const q = gift(`${physics}What is 2+2? {=4 ~3 ~5 ~22}`).accepted[0]?.question;
    const parts = (t: string) => [{ type: 'text' as const, data: t }];
    expect(q?.key).toBe(derivedKey(parts('What is 2+2?'), ['4', '3', '5', '22'].map(parts)));
    expect(q?.key).toMatch(/^text-[0-9a-f]{16}$/);
    // The same question with another key letter is the same question.
    expect(gift(`${physics}What is 2+2? {~4 =3 ~5 ~22}`).accepted[0]?.question.key).toBe(q?.key);
  });

  test('a missing word question keeps a blank where the answers stand', () => {
    const q = gift(`${physics}::k::Water boils at {=100 ~90 ~80 ~70} degrees.`).accepted[0]?.question;
    expect(q?.question).toEqual([{ type: 'text', data: 'Water boils at _____ degrees.' }]);
  });

  test.each([
    ['::k::Sky is blue. {T}', 'a true/false question'],
    ['::k::Sky is green. {FALSE#No}', 'a true/false question'],
    ['::k::Name a noble gas. {=Neon =Argon}', 'a short answer question (only = answers)'],
    ['::k::What is pi? {#3.14:0.01}', 'a numerical question ({#…})'],
    ['::k::Match. {=a -> 1 =b -> 2 =c -> 3}', 'a matching question (->)'],
    ['::k::Write about energy. {}', 'an essay question (empty { })'],
    ['::k::Pick two. {~%50%a ~%50%b ~%-100%c ~%-100%d}', 'multiple choice with weighted answers (%)'],
    ['::k::Pick. {=a =b ~c ~d}', 'multiple choice with 2 right answers'],
    ['::k::Just words.', 'a description (no answers in { })'],
  ])('%s is rejected as %s', (text, kind) => {
    const { accepted, rejected } = gift(`${physics}${text}`);
    expect(accepted).toEqual([]);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]?.row).toBe(3);
    expect(rejected[0]?.key).toBe('k');
    expect(rejected[0]?.reasons[0]).toContain(kind);
  });

  test('multiple choice with other than four options, or no right one, is rejected with the reason', () => {
    expect(reasonsOf(`${physics}::a::Q {=a ~b ~c}\n\n::b::Q {~a ~b ~c ~d}`)).toEqual([
      [3, ['has 3 options, not 4']],
      [5, ['no right answer: mark the right one with =']],
    ]);
  });

  test('unclosed title or answers are named', () => {
    expect(reasonsOf(`${physics}::k Q {=a ~b ~c ~d}`)).toEqual([[3, ['the title opened with :: is never closed']]]);
    expect(reasonsOf(`${physics}::k::Q {=a ~b ~c ~d`)).toEqual([[3, ['the answers opened with { are never closed with }']]]);
  });

  test('good and bad rows mix: each reported on its own line, the good ones accepted', () => {
    const { accepted, rejected } = gift(`${physics}::a::A? {=1 ~2 ~3 ~4}\n\n::b::B? {T}\n\n// c\n::c::C? {=1 ~2 ~3 ~4}\n\n::a::A again {=1 ~2 ~3 ~4}`);
    expect(accepted.map((r) => [r.row, r.question.key])).toEqual([
      [3, 'a'],
      [8, 'c'],
    ]);
    expect(rejected.map((r) => [r.row, r.reasons])).toEqual([
      [5, ['a true/false question: only multiple choice with four options and one right answer can be imported']],
      [10, ['duplicate key "a"']],
    ]);
  });

  test('Windows line breaks and a byte order mark read the same', () => {
    const { accepted } = gift(`\uFEFF${physics.replace(/\n/g, '\r\n')}::k::Q {\r\n=a\r\n~b\r\n~c\r\n~d\r\n}`);
    expect(accepted.map((r) => r.row)).toEqual([3]);
  });
});
