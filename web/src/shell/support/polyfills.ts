// The few built-ins newer than the oldest supported browsers (docs/browsers.md#polyfills) that the
// bundle calls, each defined only where the browser lacks it: Array/String/typed-array `at`
// (react-aria's calendar; Chrome 92), `Object.hasOwn` (Chrome 93) and `AbortSignal.timeout`
// (react-aria's dialogs; Chrome 103). tests/e2e/oldBrowser.test.ts takes them and a dozen other newer
// built-ins away and runs an exam; add one here when that test or a dependency's upgrade names it.
// Runs before the app's modules (support.ts, a classic script), so it is written for old engines.

/** Defines `name` on `target` as the built-in would be (writable, not enumerable), unless it is there. */
function define(target: object, name: string, value: unknown): void {
  if (name in target) return;
  Object.defineProperty(target, name, { value, writable: true, configurable: true, enumerable: false });
}

/** The item at `index` of an array-like, counting from the end when negative. */
function at(this: ArrayLike<unknown>, index: number): unknown {
  const length = this.length;
  let relative = Math.trunc(index) || 0;
  if (relative < 0) relative += length;
  return relative < 0 || relative >= length ? undefined : this[relative];
}

export function installPolyfills(): void {
  define(Array.prototype, 'at', at);
  define(String.prototype, 'at', at);
  if (typeof Int8Array === 'function') define(Object.getPrototypeOf(Int8Array.prototype), 'at', at);
  define(Object, 'hasOwn', (object: object, key: PropertyKey) => Object.prototype.hasOwnProperty.call(Object(object), key));
  if (typeof AbortSignal === 'function' && typeof AbortController === 'function') {
    define(AbortSignal, 'timeout', (milliseconds: number) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), milliseconds);
      return controller.signal;
    });
  }
}
