// Where the rate-limit counts live (docs/access.md#redis-down): in Redis when REDIS_URL is set, so
// every api replica counts against the same limits, else in this process. While Redis cannot be
// reached the counts are kept in this process instead (never skipped), each call asks Redis for
// at most REDIS_COMMAND_TIMEOUT_MS, and the counts go back to Redis as soon as it answers again.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis, type ClientContext, type Result } from 'ioredis';

/** How the counts are kept: in Redis for all replicas, in this process by configuration, or in this process because Redis is away. */
export type LimitSharing = 'shared' | 'local' | 'degraded';

export type RateLimitCounts = {
  /** The store @fastify/rate-limit builds its counters from (its `store` option). */
  Store: FastifyRateLimitStoreCtor;
  sharing(): LimitSharing;
  /** Resolves once Redis is first reached, or has failed once, or after a second: never fails a start. */
  connected(): Promise<void>;
  close(): void;
};

/** A Redis call that takes longer is given up and counted in this process instead. */
export const REDIS_COMMAND_TIMEOUT_MS = 300;
const REDIS_CONNECT_TIMEOUT_MS = 500;
/** Reconnects are tried 100 ms, 200 ms, … apart, never more than this. */
const REDIS_RECONNECT_MAX_MS = 2000;
/** How often an open connection that stopped answering is asked again (PING). */
const REDIS_PROBE_MS = 1000;
/** Local windows kept at most; past it the expired go, then the oldest (a flood of new keys is bounded). */
const LOCAL_KEYS_MAX = 100_000;
const NAMESPACE = 'proshno-rate-limit-';

type Log = { warn(message: string): void; info(message: string): void };

export function rateLimitCounts(opts: { redisUrl?: string; log: Log }): RateLimitCounts {
  const local = localCounts();
  const redis = opts.redisUrl ? redisCounts(opts.redisUrl, opts.log) : null;

  // The plugin builds the root with its options (unused here) and one child per limit.
  class Store implements FastifyRateLimitStore {
    private prefix = '';

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const scoped = this.prefix + key;
      if (redis === null || !redis.usable()) return callback(null, local.incr(scoped, timeWindow));
      redis.incr(scoped, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => {
          redis.failed(error);
          callback(null, local.incr(scoped, timeWindow));
        },
      );
    }

    // The plugin hands its merged route options, whose routeInfo names a route limited by its
    // config (refresh, logout: keyed by address alone); createRateLimit's have none and keys of their own.
    child(routeOptions: object): FastifyRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const route = typeof info?.url === 'string' ? `${String(info.method)}${info.url}-` : '';
      const scoped = new Store();
      scoped.prefix = this.prefix + route;
      return scoped;
    }
  }

  return {
    Store,
    sharing: () => (redis === null ? 'local' : redis.usable() ? 'shared' : 'degraded'),
    connected: () => redis?.connected() ?? Promise.resolve(),
    close: () => redis?.close(),
  };
}

type Count = { current: number; ttl: number };

/** Fixed windows in this process, as @fastify/rate-limit's own local store counts them. */
function localCounts() {
  const windows = new Map<string, { current: number; endsAt: number }>();
  const prune = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    for (const key of windows.keys()) {
      if (windows.size < LOCAL_KEYS_MAX) break;
      windows.delete(key);
    }
  };
  return {
    incr(key: string, windowMs: number): Count {
      const now = Date.now();
      const window = windows.get(key);
      if (window !== undefined && window.endsAt > now) {
        window.current += 1;
        return { current: window.current, ttl: window.endsAt - now };
      }
      if (window === undefined && windows.size >= LOCAL_KEYS_MAX) prune(now);
      windows.set(key, { current: 1, endsAt: now + windowMs });
      return { current: 1, ttl: windowMs };
    },
  };
}

declare module 'ioredis' {
  interface RedisCommander<Context extends ClientContext = { type: 'default' }> {
    /** INCR with the window's expiry set on the first count; answers [count, ms left]. */
    proshnoRateLimit(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

const countScript = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/**
 * Counts in Redis, usable while its connection is ready and its last call did not fail. Calls fail
 * fast instead of queueing (no offline queue, no retry of a call, a short command timeout); the
 * connection is re-made in the background with a bounded backoff, and an open connection that
 * stopped answering is pinged until it answers. Each change of sharing is logged once.
 */
function redisCounts(url: string, log: Log) {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 100, REDIS_RECONNECT_MAX_MS),
  });
  redis.defineCommand('proshnoRateLimit', { numberOfKeys: 1, lua: countScript });
  let answering = true;
  let lastProblem = 'not connected yet';
  let reported: boolean | null = null;
  let probe: NodeJS.Timeout | null = null;

  const usable = () => redis.status === 'ready' && answering;
  const report = () => {
    const now = usable();
    if (now === reported) return;
    // The first report says nothing when all is well; a start without Redis is worth a warning.
    if (now && reported !== null) log.info('rate limits shared again: Redis answers');
    if (!now) log.warn(`rate limits degraded: Redis unreachable (${lastProblem}); each api replica counts on its own until it answers`);
    reported = now;
  };
  const stopProbing = () => {
    if (probe !== null) clearInterval(probe);
    probe = null;
  };
  const failed = (error: unknown) => {
    lastProblem = error instanceof Error ? error.message : String(error);
    answering = false;
    report();
    probe ??= setInterval(() => {
      if (redis.status !== 'ready') return;
      redis.ping().then(
        () => {
          answering = true;
          stopProbing();
          report();
        },
        () => undefined,
      );
    }, REDIS_PROBE_MS);
  };

  redis.on('error', (error: Error) => {
    lastProblem = error.message;
  });
  redis.on('ready', () => {
    answering = true;
    stopProbing();
    report();
  });
  redis.on('close', report);

  return {
    usable,
    failed,
    async incr(key: string, windowMs: number): Promise<Count> {
      const [current, ttl] = await redis.proshnoRateLimit(NAMESPACE + key, windowMs);
      return { current, ttl };
    },
    connected: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          redis.off('error', done);
          report();
          resolve();
        };
        const timer = setTimeout(done, 1000);
        if (redis.status === 'ready') done();
        redis.once('ready', done);
        redis.once('error', done);
      }),
    close() {
      stopProbing();
      redis.disconnect();
    },
  };
}
