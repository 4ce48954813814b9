// The network between the app and the product, as the model tests control it: GraphQL requests
// of the named operations are held until the model says the server answered (let through) or the
// connection failed (aborted). The product itself is real; only timing and failures are chosen.
import type { Page, Route } from 'playwright-core';

export type Gate = {
  /** Requests of this operation currently held. */
  held: (operation: string) => number;
  /** Lets every held request of the operation through (to the real product), or fails it. */
  release: (operation: string, outcome: 'pass' | 'fail') => Promise<void>;
  /** Waits until a request of the operation is held (the app has sent it). */
  waitFor: (operation: string) => Promise<void>;
  /** Forgets every held request: the page that sent them has reloaded, and sends again what it still needs. */
  forget: () => void;
  /**
   * Fails every request held (first waiting for `sending`, a request the page is still sending),
   * as a path ends: a held write let go as its page closes would still change the product.
   */
  refuseHeld: (sending?: string | null) => Promise<void>;
};

/** A path's close for a gated page: its held requests failed, then the page closed. */
export async function closeGated({ page, gate: network }: { page: Page; gate: Gate }, sending?: string | null): Promise<void> {
  await network.refuseHeld(sending);
  await page.close();
}

/**
 * Holds the page's requests of `operations` whose variables `ours` accepts (all of them unless
 * told); the rest go straight through. A page also sends what an earlier page of the same
 * browser left waiting for another exam (docs/shell.md#device-data), which is no part of the
 * exam the model walks.
 */
export async function gate(page: Page, operations: readonly string[], ours: (variables: Record<string, unknown>) => boolean = () => true): Promise<Gate> {
  const held = new Map<string, Route[]>(operations.map((operation) => [operation, []]));
  const waiters: Array<{ operation: string; resolve: () => void }> = [];
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    // An upload is a multipart request (GraphQL's multipart request spec) whose `operations` part
    // names the operation; its variables hold the file, and `ours` is asked of none.
    const multipart = (request.headers()['content-type'] ?? '').startsWith('multipart/form-data');
    const body = multipart ? (request.postDataBuffer()?.toString('utf8') ?? null) : request.postData();
    const operation = multipart ? multipartOperationOf(body) : operationOf(body);
    const queue = operation === null ? undefined : held.get(operation);
    if (queue === undefined || operation === null || !ours(multipart ? {} : variablesOf(body))) return route.continue();
    queue.push(route);
    for (const waiter of waiters.filter((w) => w.operation === operation)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  const release = async (operation: string, outcome: 'pass' | 'fail') => {
    const queue = held.get(operation) ?? [];
    const routes = queue.splice(0, queue.length);
    for (const route of routes) await (outcome === 'pass' ? route.continue() : route.abort('internetdisconnected'));
  };
  const waitFor = (operation: string) =>
    (held.get(operation)?.length ?? 0) > 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ operation, resolve }));
  return {
    held: (operation) => held.get(operation)?.length ?? 0,
    release,
    forget: () => {
      for (const queue of held.values()) queue.splice(0, queue.length);
    },
    waitFor,
    refuseHeld: async (sending) => {
      if (sending !== undefined && sending !== null) await waitFor(sending);
      for (const operation of operations) await release(operation, 'fail');
    },
  };
}

function variablesOf(body: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    if (typeof parsed !== 'object' || parsed === null || !('variables' in parsed)) return {};
    const { variables } = parsed;
    return typeof variables === 'object' && variables !== null ? Object.fromEntries(Object.entries(variables)) : {};
  } catch {
    return {};
  }
}

function multipartOperationOf(body: string | null): string | null {
  return /"operationName"\s*:\s*"([^"]+)"/.exec(body ?? '')?.[1] ?? null;
}

function operationOf(body: string | null): string | null {
  if (body === null) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'operationName' in parsed && typeof parsed.operationName === 'string' ? parsed.operationName : null;
  } catch {
    return null;
  }
}
