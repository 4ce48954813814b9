// What a catalogue in a second language must be (docs/i18n.md#catalogues): the English catalogue's
// keys, every one of them, each with the same kind of value. A text is any text; a function takes the
// same arguments and returns text; a list of texts has its own texts; a nested table is translated
// the same way. A missing or extra key fails the type check.
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends readonly string[]
        ? readonly string[]
        : Translation<T[K]>;
};
