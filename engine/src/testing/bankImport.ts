// Fixed places and reports for the import page's tests and gallery (docs/content.md#import-page).
import type { BankImportReport, BankImportSubject } from '../bank/importMachine';

export const importPlaces: readonly BankImportSubject[] = [
  {
    id: 1,
    name: 'Physics',
    grade: 'HSC',
    topics: [
      { name: 'Kinematics', subtopics: ['Equations of motion', 'Projectiles'] },
      { name: 'Optics', subtopics: ['Lenses'] },
    ],
  },
  { id: 2, name: 'Biology', grade: 'HSC', topics: [{ name: 'Cells', subtopics: ['Organelles'] }] },
];

/** A GIFT file of three questions, two of them rows the bank cannot take. */
export const giftFile = {
  name: 'physics.gift',
  text: [
    '$CATEGORY: $course$/HSC/Physics/Kinematics/Equations of motion',
    '',
    '::phys.v::What is the unit of velocity? {=m/s ~m ~s ~kg}',
    '',
    '::phys.tf::Light is a wave. {T}',
    '',
    '::phys.n::Pick. {=a =b ~c ~d}',
    '',
  ].join('\n'),
};

export const checkedReport: BankImportReport = {
  accepted: [
    { row: 3, key: 'phys.v', grade: 'HSC', subject: 'Physics', topic: 'Kinematics', subtopic: 'Equations of motion', preview: 'What is the unit of velocity?', status: 'new' },
    { row: 9, key: 'phys.a', grade: 'HSC', subject: 'Physics', topic: 'Kinematics', subtopic: 'Projectiles', preview: 'How far does a ball thrown at 45° go?', status: 'update' },
  ],
  rejected: [
    { row: 5, key: 'phys.tf', reasons: [{ code: 'gift_true_false' }] },
    { row: 7, key: 'phys.n', reasons: [{ code: 'gift_right_answers', count: 2 }] },
  ],
  written: null,
};

export const importedReport: BankImportReport = { ...checkedReport, written: { import: 'c0ffee00-0000-4000-8000-000000000001', inserted: 1, updated: 1 } };

export const rejectedOnlyReport: BankImportReport = { accepted: [], rejected: checkedReport.rejected, written: null };

export const emptyReport: BankImportReport = { accepted: [], rejected: [], written: null };
