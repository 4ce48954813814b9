// The admin's side of contests (docs/contest.md#admin): form rules, form machine, list actions, the page's machine and view.
export * from './adminContestForm';
export * from './adminContestFormMachine';
export * from './adminContestActions';
export * from './adminMeritList';
export * from './adminContestsMachine';
export * from './adminContestsView';
