// A list the gateway keeps between requests (docs/api.md#caching): asked of REST once, kept for the
// cached-read lifetime, then asked for again; requests that miss together share one load. The
// subjects' names (exam/subjectNames.ts) and the catalogue's Bengali twins (names/nameTwins.ts).

export type KeptMap<K, V> = {
  /**
   * The kept map while it is fresh and `holds` it, else the map of a new `load()`; a failed load
   * rejects and keeps the old map for the next ask.
   */
  map<Row>(load: () => Promise<Row[]>, entryOf: (row: Row) => readonly [K, V], holds?: (map: ReadonlyMap<K, V>) => boolean): Promise<ReadonlyMap<K, V>>;
  /** Makes the next ask load again, and a load already under way not kept (it may predate a write). */
  forget(): void;
};

export function keptMap<K, V>(lifetimeMs: number, now: () => number = Date.now): KeptMap<K, V> {
  let kept: ReadonlyMap<K, V> = new Map();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<ReadonlyMap<K, V>> | null = null;
  let generation = 0;
  return {
    async map(load, entryOf, holds = () => true) {
      if (now() - loadedAt <= lifetimeMs && holds(kept)) return kept;
      if (loading === null) {
        const own = generation;
        const started: Promise<ReadonlyMap<K, V>> = load()
          .then((rows) => {
            const loaded = new Map(rows.map(entryOf));
            if (own !== generation) return loaded;
            kept = loaded;
            loadedAt = now();
            return kept;
          })
          .finally(() => {
            if (loading === started) loading = null;
          });
        loading = started;
      }
      return loading;
    },
    forget() {
      generation += 1;
      loadedAt = Number.NEGATIVE_INFINITY;
      loading = null;
    },
  };
}
