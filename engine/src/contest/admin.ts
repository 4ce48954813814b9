// The admin's side of contests (docs/contest.md#admin): form rules, form machine, list actions.
export * from './adminContestForm';
export * from './adminContestFormMachine';
export * from './adminContestActions';
export * from './adminMeritList';
