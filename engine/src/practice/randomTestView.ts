// What the random-test builder shows in any state of randomTestMachine (docs/practice.md#random-test-flow);
// the web, the gallery and the model test read the builder's state through this alone.
import type { SnapshotFrom } from 'xstate';
import type { randomTestMachine } from './randomTestMachine';

export type RandomTestView = {
  /** The builder takes input: no exam is being created, started, scheduled or cancelled. */
  building: boolean;
  /** Cancel shows progress while the exam is cancelled. */
  cancelling: boolean;
  /** Start Exam says 'Starting…' while the exam starts. */
  starting: boolean;
  /** The exam started: its page is on its way. */
  started: boolean;
  /** The refusal over the builder; while the schedule dialog is up, its refusal is said there instead. */
  alert: string | null;
  /** 'Set Your Exam Schedule' is open (also while the schedule is sent). */
  scheduleOpen: boolean;
  /** The schedule is being sent: the dialog's buttons wait. */
  scheduling: boolean;
  /** The refusal the dialog says, while it waits for another try. */
  scheduleError: string | null;
  /** The test is drawn near the learner's level (docs/practice.md#random-test-near-level): the screen says so and offers the random draw. */
  nearLevel: boolean;
};

export function randomTestViewOf(snapshot: SnapshotFrom<typeof randomTestMachine>): RandomTestView {
  const { error, nearLevel } = snapshot.context;
  const dialog = snapshot.matches('scheduleDialog');
  const scheduling = snapshot.matches('scheduling');
  return {
    building: snapshot.matches('building'),
    cancelling: snapshot.matches('cancelling'),
    starting: snapshot.matches('starting'),
    started: snapshot.matches('started'),
    alert: dialog ? null : error,
    scheduleOpen: dialog || scheduling,
    scheduling,
    scheduleError: dialog ? error : null,
    nearLevel,
  };
}
