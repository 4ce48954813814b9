// A tour of every route of the engine's route table with a learner who has something on every
// screen: the phone suite (tests/e2e/phone.test.ts) measures each page at 360 px, and
// `npm run screens` photographs it. Nothing here depends on the test runner.
import { commerceMessages, decideRoute, documentTitleFor, messages, protectedPaths, publicPaths, STANDARD_PACKAGE_TYPES, titleMessages, type Language } from '@proshno/engine';
import { bengaliTwins } from '@proshno/engine/bengali';
import type { BrowserContext, Page } from 'playwright-core';
import { scheduledRandomTest, startedRandomTest, subjectNamed } from './examFixtures';
import type { Graphql } from './graphqlClient';

/** The ids the routes with a parameter are visited with. */
export type LearnerWorld = {
  package: number;
  runningExam: number;
  modelExam: number;
  previousExam: number;
  finishedExam: number;
  flashcardSubject: number;
};

/**
 * Gives a signed-in learner real data on every screen, through the gateway: a monthly package and
 * a custom plan paid through the SSLCommerz simulator (`pay` opens the payment page and presses
 * Pay), three finished random tests (history, leaderboard, stats), two questions saved for
 * revision, two exams scheduled for the coming days, a running random test, and model-test and
 * previous-year exams ready to start.
 */
/** Pays as a learner does: the simulator's hosted page in a page of `context`, until the success page. */
export function payInSimulator(context: BrowserContext): (sslUrl: string) => Promise<void> {
  return async (sslUrl) => {
    const page = await context.newPage();
    await page.goto(sslUrl);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/purchase/success');
    await page.close();
  };
}

export async function furnishLearner(graphql: Graphql, token: string, pay: (sslUrl: string) => Promise<void>): Promise<LearnerWorld> {
  const { packages } = await graphql<{ packages: Array<{ id: number; name: string; type: string }> }>(
    'query($types: [String!]) { packages(active: true, types: $types) { id name type } }',
    { types: [...STANDARD_PACKAGE_TYPES] },
    token,
  );
  const monthly = packages.find((p) => p.type === 'monthly');
  if (monthly === undefined) throw new Error('no monthly package on sale');
  const { purchase } = await graphql<{ purchase: { ssl_url: string } }>(
    'mutation($package: Int!, $duration: Int) { purchase(package: $package, duration: $duration) { ssl_url } }',
    { package: monthly.id, duration: 30 },
    token,
  );
  await pay(purchase.ssl_url);
  const { planGrades } = await graphql<{ planGrades: Array<{ id: number; subjects: Array<{ id: number; status: boolean }> }> }>(
    '{ planGrades { id subjects { id status } } }',
    {},
    token,
  );
  const details = planGrades.flatMap((grade) => grade.subjects.filter((s) => s.status).map((s) => ({ grade_id: grade.id, subject_id: s.id }))).slice(0, 3);
  const { customPurchase } = await graphql<{ customPurchase: { ssl_url: string } }>(
    'mutation($duration: Int!, $details: [PlanSubjectInput!]!) { customPurchase(duration: $duration, details: $details) { ssl_url } }',
    { duration: 90, details },
    token,
  );
  await pay(customPurchase.ssl_url);

  const physics = await subjectNamed(graphql, token, 'Physics');
  const chemistry = await subjectNamed(graphql, token, 'Chemistry');
  let finishedExam = 0;
  for (const [subject, count] of [[physics, 5], [chemistry, 4], [physics, 3]] as const) {
    finishedExam = await finishedRandomTest(graphql, token, subject, count);
  }
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number } }> } }>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id } } } }',
    { id: finishedExam },
    token,
  );
  for (const { question } of examSheet.questions.slice(0, 2)) {
    await graphql('mutation($question: Int!) { saveRevision(question: $question) { id } }', { question: question.id }, token);
  }
  for (const days of [1, 2]) {
    const start = new Date(Date.now() + days * 86_400_000);
    start.setUTCSeconds(0, 0);
    await scheduledRandomTest(graphql, token, days === 1 ? physics : chemistry, 3, start);
  }
  const runningExam = await startedRandomTest(graphql, token, physics, 3);

  type Template = { id: number; exam_Type: number; subjects: unknown[]; universities: Array<{ id: number; units: string[] }>; years: number[] };
  const { examTemplates } = await graphql<{ examTemplates: Template[] }>('{ examTemplates { id exam_Type subjects { id } universities { id units } years } }', {}, token);
  const model = examTemplates.find((t) => t.exam_Type === 2 && t.subjects.length > 0);
  const previous = examTemplates.find((t) => t.exam_Type === 3 && t.subjects.length > 0 && t.universities.some((u) => u.units.length > 0) && t.years.length > 0);
  if (model === undefined || previous === undefined) throw new Error('no model-test or previous-year template');
  const { createModelExam } = await graphql<{ createModelExam: { id: number } }>('mutation($t: Int!) { createModelExam(template: $t) { id } }', { t: model.id }, token);
  const university = previous.universities.find((u) => u.units.length > 0);
  const { createPreviousYearExam } = await graphql<{ createPreviousYearExam: { id: number } }>(
    'mutation($t: Int!, $u: Int!, $y: String!, $unit: String!) { createPreviousYearExam(template: $t, university: $u, year: $y, unit: $unit) { id } }',
    { t: previous.id, u: university?.id, y: String(previous.years[0]), unit: university?.units[0] },
    token,
  );
  return {
    package: monthly.id,
    runningExam,
    modelExam: createModelExam.id,
    previousExam: createPreviousYearExam.id,
    finishedExam,
    flashcardSubject: physics,
  };
}

/** A random test answered and submitted: the first option of every question but the last, left blank. */
async function finishedRandomTest(graphql: Graphql, token: string, subject: number, count: number): Promise<number> {
  const exam = await startedRandomTest(graphql, token, subject, count);
  const { examSheet } = await graphql<{ examSheet: { questions: Array<{ question: { id: number; options: Array<{ id: number }> } }> } }>(
    'query($id: Int!) { examSheet(id: $id) { questions { question { id options { id } } } } }',
    { id: exam },
    token,
  );
  const answers = examSheet.questions.map(({ question }, i) => ({
    question: question.id,
    option: i === examSheet.questions.length - 1 ? null : (question.options[i % 2]?.id ?? null),
  }));
  await graphql('mutation($exam: Int!, $answers: [ScriptAnswerInput!]!) { submitExam(exam: $exam, answers: $answers) { score } }', { exam, answers }, token);
  return exam;
}

export type TourStop = {
  /** The route table's pattern ('/history/:id'). */
  route: string;
  /** The address visited ('/history/42'). */
  url: string;
  signedIn: boolean;
  /** Who visits a protected route: the learner, or the Admin on the Admin's pages (docs/access.md#admin-pages). */
  role: 'Default' | 'Admin';
};

/**
 * Every route of the engine's table as an address with real content: the public ones signed out,
 * the protected ones signed in. A pattern with a parameter needs its id here, so a new one fails
 * the tour until it is given one.
 */
export function tourStops(world: LearnerWorld): TourStop[] {
  const ids: Record<string, string> = {
    '/packages/:id': `/packages/${world.package}`,
    '/exam/:id': `/exam/${world.runningExam}`,
    '/model-exam/:id': `/model-exam/${world.modelExam}`,
    '/previous-exam/:id': `/previous-exam/${world.previousExam}`,
    '/history/:id': `/history/${world.finishedExam}`,
    // A finished contest takes its whole duration on the shared product's clock: here the pages
    // show their not-found state; tests/e2e/contestJourney.test.ts measures them with content at 360.
    '/contest/:id/result': '/contest/999999/result',
    '/contest/:id/merit-list': '/contest/999999/merit-list',
    '/contest/:id/review': '/contest/999999/review',
    // The Admin's pages of one record: the first demo account (the demo learner) and the bank's first question.
    '/admin/learners/:id': '/admin/learners/1',
    '/admin/bank/:id': '/admin/bank/1',
  };
  // Routes whose screen reads its request from the query string.
  const queries: Record<string, string> = { '/flashcard/exam': `/flashcard/exam/?noOfQuestion=5&subject=${world.flashcardSubject}` };
  const stop = (route: string, signedIn: boolean): TourStop => {
    const url = ids[route] ?? queries[route] ?? route;
    if (url.includes(':')) throw new Error(`the tour has no id for ${route}: add one to tourStops`);
    return { route, url, signedIn, role: route.startsWith('/admin/') ? 'Admin' : 'Default' };
  };
  return [...publicPaths.map((route) => stop(route, false)), ...protectedPaths.map((route) => stop(route, true))];
}

/** The document title the engine gives this stop: what the page shows once its route is decided. */
export function expectedTitle(stop: TourStop, language: Language = 'en'): string {
  const decision = decideRoute(stop.url, stop.signedIn ? { role: stop.role } : null);
  const english = documentTitleFor(stop.url, decision);
  return language === 'en' ? english : bengaliTitle(english);
}

/** The Bengali twin of an English document title ('Packages · Proshno' → 'প্যাকেজ · Proshno'). */
function bengaliTitle(english: string): string {
  const title = english.slice(0, english.lastIndexOf(` · ${messages.brand}`));
  const routes: Readonly<Record<string, string>> = titleMessages.routes;
  const routesBn: Readonly<Record<string, string>> = bengaliTwins.titles.routes;
  const route = Object.keys(routes).find((key) => routes[key] === title);
  const twin =
    route !== undefined
      ? routesBn[route]
      : title === titleMessages.notFound
        ? bengaliTwins.titles.notFound
        : title === messages.notAllowedTitle
          ? bengaliTwins.access.notAllowedTitle
          : title === messages.brand
            ? bengaliTwins.access.brand
            : undefined;
  if (twin === undefined) throw new Error(`no Bengali twin for the title ${english}`);
  return `${twin} · ${bengaliTwins.access.brand}`;
}

/**
 * Waits until the page shows its real content: the route's title is set, no spinner (a progress bar without a value), busy region
 * or 'Loading…' note is left, web fonts are in, and the network has been quiet.
 */
export async function waitForContent(page: Page, stop: TourStop, language: Language = 'en'): Promise<void> {
  const title = expectedTitle(stop, language);
  await page.waitForFunction(
    (want) => {
      if (document.title !== want) return false;
      if (document.querySelector('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]') !== null) return false;
      const main = document.querySelector('main') ?? document.body;
      return !/(\bLoading\b|লোড হচ্ছে)[^\n]*…/.test(main.innerText);
    },
    title,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * What a learner does on a screen before it is measured, so it shows its fullest state: the
 * custom plan with every subject ticked for the longest duration (its invoice then lists every
 * line with the largest sums).
 */
export async function fillScreen(page: Page, stop: TourStop, language: Language = 'en'): Promise<void> {
  if (stop.route !== '/custom-packages') return;
  const words = language === 'en' ? commerceMessages : bengaliTwins.commerce;
  const plan = page.getByRole('region', { name: words.customPlanSection });
  for (const box of await plan.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: new RegExp(`^${words.summaryDuration}:`) }).click();
  await page.getByRole('option').last().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * What sticks out sideways on the page as shown: the document wider than the window, a visible
 * element whose box reaches past the window's left or right edge, or a scroller whose content is
 * wider than itself with nothing to show it. A deliberate sideways
 * scroller that shows it scrolls (the shared edge shadows of web/src/theme/layout.css.ts) may hold wider content; what an
 * ancestor clips away entirely, or hides (visually hidden text, transparent measuring boxes), is
 * not seen. Each entry names the outermost offender by its path, label and text.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > width) found.push(`the page is ${scrollWidth} px wide, the window ${width} px`);
    const describe = (element: Element): string => {
      const parts: string[] = [];
      for (let at: Element | null = element; at !== null && at !== document.body && parts.length < 4; at = at.parentElement) {
        const label = at.getAttribute('aria-label') ?? at.getAttribute('data-testid');
        parts.unshift(`${at.tagName.toLowerCase()}${label === null ? '' : `[${label}]`}`);
      }
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${parts.join(' > ')} "${text}"`;
    };
    /** A scroller's cue: edge shadows drawn under covers that scroll with the content. */
    const cued = (style: CSSStyleDeclaration): boolean => style.backgroundImage.includes('gradient') && style.backgroundAttachment.includes('local');
    /** Whether what shows of the element lies past an edge of the window. */
    const sticksOut = (element: Element, box: DOMRect): boolean => {
      let left = box.left;
      let right = box.right;
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.visibility === 'hidden' || style.opacity === '0' || style.clip !== 'auto' || style.clipPath !== 'none') return false;
        if (at === element) continue;
        const frame = at.getBoundingClientRect();
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
          // Inside a scroller only a cued one that itself fits the window may hold wider content.
          const fits = frame.left >= -0.5 && frame.right <= width + 0.5;
          if (fits && cued(style)) return false;
          break;
        }
        if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
          left = Math.max(left, frame.left);
          right = Math.min(right, frame.right);
        }
      }
      return right - left > 0.5 && (left < -0.5 || right > width + 0.5);
    };
    // A scroller that hides part of its content sideways with nothing to say so ('1825 BI').
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) continue;
      const style = getComputedStyle(element);
      if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
      if (element.scrollWidth <= element.clientWidth + 1 || element.getBoundingClientRect().height === 0) continue;
      if (cued(style)) continue;
      found.push(`${describe(element)} hides ${element.scrollWidth - element.clientWidth} px sideways with no cue`);
    }
    const reported = new Set<Element>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      if (!sticksOut(element, box)) continue;
      // One entry per outermost offender: its children stick out with it.
      let ancestor = element.parentElement;
      while (ancestor !== null && !reported.has(ancestor)) ancestor = ancestor.parentElement;
      reported.add(element);
      if (ancestor !== null) continue;
      found.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return found;
  });
}

/**
 * Table cells whose words touch their neighbour's (issue 28 item 25: "Subject Right Wrong" ran
 * together on the exam result): for every pair of side-by-side cells of a shown table row, the
 * gap between the end of one's text and the start of the next's is at least 4 px.
 */
export async function touchingCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const textBox = (cell: Element): DOMRect | null => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const box = range.getBoundingClientRect();
      return box.width === 0 ? null : box;
    };
    for (const row of document.querySelectorAll('table tr')) {
      const cells = [...row.children].map((cell) => ({ cell, box: textBox(cell) }));
      for (let i = 1; i < cells.length; i += 1) {
        const before = cells[i - 1];
        const after = cells[i];
        if (before?.box == null || after?.box == null) continue;
        // Side by side: the same line of the row (a phone's card rows stack their cells).
        if (after.box.top >= before.box.bottom || before.box.top >= after.box.bottom) continue;
        const gap = after.box.left - before.box.right;
        if (gap < 4) found.push(`"${before.cell.textContent?.trim() ?? ''}" and "${after.cell.textContent?.trim() ?? ''}" are ${gap.toFixed(1)} px apart`);
      }
    }
    return found;
  });
}
