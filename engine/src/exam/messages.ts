// Strings of the exam screens (spec 000 §2, spec 001 §2), copied exactly; merged into ../messages.ts later.
export const examMessages = {
  // spec 001 §2 History list: accuracy when an exam has no questions; spec 000 §2 header without negative marks
  notAvailable: 'N/A',
} as const;
