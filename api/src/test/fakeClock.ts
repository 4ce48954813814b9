// A clock the tests move by hand (ApiConfig.now), so expiry is tested through HTTP without waiting.

export type FakeClock = {
  /** Pass as ApiConfig.now. */
  now: () => Date;
  advance(ms: number): void;
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function fakeClock(start: Date): FakeClock {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(ms) {
      time += ms;
    },
  };
}
