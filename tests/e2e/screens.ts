// How a person fills the access screens; one place for labels so the journeys read as stories.
import { dhakaWallClockOf } from '@proshno/engine';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Closes the 'Subscription Required' dialog a learner without a subscription meets on each page. */
export async function dismissSubscriptionDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Subscription Required' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Waits for a toast with exactly this text (toasts show one at a time). */
export async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

export type RegistrationFields = {
  email: string;
  password: string;
  confirm?: string;
  fullName?: string;
  phone?: string;
  dateOfBirth?: string | null;
  gender?: string | null;
  agree?: boolean;
};

export async function fillRegistration(page: Page, fields: RegistrationFields): Promise<void> {
  await page.getByLabel('Full Name').fill(fields.fullName ?? 'Rahim Uddin');
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Phone Number').fill(fields.phone ?? '1712345678');
  if (fields.dateOfBirth !== null) await fillDate(page, fields.dateOfBirth ?? '2004-03-15');
  if (fields.gender !== null) await choose(page, 'Gender', fields.gender ?? 'male');
  await choose(page, 'Division', 'Dhaka');
  await choose(page, 'District', 'Gazipur');
  await page.getByLabel('Address Line 1').fill('House 12, Road 5');
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm Password').fill(fields.confirm ?? fields.password);
  if (fields.agree !== false) await page.getByRole('checkbox').check();
}

/** Picks `option` from the select whose name (its label, then its value) starts with `label`. */
/** The shown question's option with this letter (its name starts 'Option A:'). */
export function optionButton(page: Page, letter: 'A' | 'B' | 'C' | 'D'): Locator {
  return page.getByRole('button', { name: new RegExp(`^Option ${letter}:`) });
}

/** Picks the option with this letter on the shown question and waits until it shows as chosen. */
export async function chooseOption(page: Page, letter: 'A' | 'B' | 'C' | 'D'): Promise<void> {
  const option = optionButton(page, letter);
  await option.click();
  await expect.poll(() => option.getAttribute('aria-pressed')).toBe('true');
}

export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: typeof label === 'string' ? new RegExp(`^${label}`) : label }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillDate(page: Page, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const group = page.getByRole('group', { name: 'Date of Birth' });
  await group.getByRole('spinbutton').first().click();
  // The date field of react-aria takes typed digits segment by segment, in the locale's order (en-GB: dd/mm/yyyy).
  await page.keyboard.type(`${day}${month}${year}`);
}

/**
 * A control drawn as a button: a visible border or fill, padding, and a 44 px target; not a bare
 * word on the page (a ghost button has neither border nor fill).
 */
export async function expectButtonLook(button: Locator): Promise<void> {
  const look = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    return {
      bordered: parseFloat(style.borderTopWidth) > 0 && !transparent(style.borderTopColor),
      filled: !transparent(style.backgroundColor),
      padding: parseFloat(style.paddingLeft),
      height: element.getBoundingClientRect().height,
    };
  });
  expect(look.bordered || look.filled).toBe(true);
  expect(look.padding).toBeGreaterThanOrEqual(8);
  expect(look.height).toBeGreaterThanOrEqual(44);
}

/** Types an instant into the schedule picker as Dhaka's wall clock (en-GB, 12-hour). */
export async function typeDhakaTime(page: Page, instant: Date): Promise<void> {
  const wall = dhakaWallClockOf(instant.toISOString()) ?? expect.fail('no wall clock');
  const [year, month, day] = wall.date.split('-');
  const [hour24 = 0, minute = 0] = wall.time.split(':').map(Number);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  await page.getByRole('group', { name: 'Start Time (Dhaka)' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${month}${year}${String(hour12).padStart(2, '0')}${String(minute).padStart(2, '0')}`);
  await page.keyboard.type(hour24 < 12 ? 'a' : 'p');
}
