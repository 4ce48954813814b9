// What a page was still waiting for when a wait on it failed: a navigation that never reached its
// load event names the requests it hung on (the contest journey's reload did once, in a CI run on a
// loaded machine, with nothing else to go on).
import type { Page, Request } from 'playwright-core';

/** Runs `wait`; when it throws, the error names the page's requests still open and for how long. */
export async function namingPendingRequests<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  const open = new Map<Request, number>();
  const started = (request: Request) => open.set(request, Date.now());
  const ended = (request: Request) => open.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    return await wait();
  } catch (error) {
    const now = Date.now();
    const pending = [...open].map(([request, at]) => `${request.method()} ${request.url()} (${request.resourceType()}, open ${now - at} ms${request.serviceWorker() ? ', from the worker' : ''})`);
    if (error instanceof Error) error.message += `\nrequests still open: ${pending.length === 0 ? 'none' : pending.join('; ')}`;
    throw error;
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
