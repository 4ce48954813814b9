// A toast never takes a tap meant for the page (docs/shell.md#toasts, issue 29 item 4): on a
// 360×740 phone it lies across the bottom of the screen, over whatever buttons are there, for four
// seconds. A tap on its text reaches what is under it; its own Dismiss button still dismisses it.
import { messages } from '@proshno/engine';
import { afterAll, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { cancelUnfinishedExams, signedInPage } from './product';

const browser = useBrowser();
afterAll(cancelUnfinishedExams);

it('lets a tap on its text through to the page under it, and its Dismiss button dismisses it', async () => {
  const { context, page } = await signedInPage(browser(), 360);
  const region = page.getByRole('status').filter({ hasText: messages.loginSuccess });
  const text = region.getByText(messages.loginSuccess, { exact: true });
  await text.waitFor();
  const box = (await text.boundingBox()) ?? expect.fail('the toast is not on the screen');
  // What a finger on the middle of the toast's words would press.
  const pressed = await page.evaluate(({ x, y }) => {
    const under = document.elementFromPoint(x, y);
    return { inToast: under?.closest('[role="status"]') !== null, tag: under?.tagName ?? null };
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(pressed.inToast).toBe(false);
  await region.getByRole('button', { name: 'Dismiss notification' }).click();
  await text.waitFor({ state: 'detached' });
  await context.close();
});
