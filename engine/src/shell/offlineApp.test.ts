// docs/shell.md#offline-app, docs/shell.md#new-version
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { laterFetchOrder, mayApplyUpdateAt, networkOnlyPaths, offlineReadinessText, shellPageFor } from './offlineApp';
import { isExamPath } from './routes';

describe('the page a navigation gets offline (docs/shell.md#offline-app)', () => {
  it.each([
    ['/', 'index.html'],
    ['/home', 'app.html'],
    ['/history/12', 'app.html'],
    ['/flashcard/exam', 'app.html'],
    ['/exam', 'exam.html'],
    ['/exam/42', 'exam.html'],
    ['/exam/42/', 'exam.html'],
    ['/model-exam/7', 'exam.html'],
    ['/previous-exam/7', 'exam.html'],
    ['/model-exam', 'app.html'],
    ['/exam/42/extra', 'app.html'],
  ] as const)('%s gets %s', (path, page) => {
    expect(shellPageFor(path, false)).toBe(page);
    expect(shellPageFor(path, true)).toBe(path === '/' ? 'app.html' : page);
  });

  it('gives a browser that holds a session app.html for /, as the gateway does (docs/architecture.md#prerender)', () => {
    expect(shellPageFor('/', true)).toBe('app.html');
    expect(shellPageFor('/', false)).toBe('index.html');
  });

  it('leaves the REST paths, /media and /graphql to the network', () => {
    for (const path of ['/api/exam/v1/x', '/auth/login', '/media/a.png', '/graphql', '/api']) expect(networkOnlyPaths.test(path)).toBe(true);
    for (const path of ['/home', '/apis', '/register', '/']) expect(networkOnlyPaths.test(path)).toBe(false);
  });
});

describe('where a new version may be applied (docs/shell.md#new-version)', () => {
  it('never on an exam route, anywhere else yes', () => {
    expect(mayApplyUpdateAt('/exam/3')).toBe(false);
    expect(isExamPath('/previous-exam/3')).toBe(true);
    expect(mayApplyUpdateAt('/home')).toBe(true);
    expect(mayApplyUpdateAt('/')).toBe(true);
  });
});

describe('the rest of the app, after what an exam needs (docs/shell.md#offline-first)', () => {
  const later = ['/assets/a.js', '/assets/b.js', '/assets/c.css', '/assets/d.woff2'];

  it('fetches what the page has loaded first, then the rest in the build\'s order, each once', () => {
    expect(laterFetchOrder(later, ['/assets/c.css', '/assets/a.js', '/assets/c.css'])).toEqual(['/assets/c.css', '/assets/a.js', '/assets/b.js', '/assets/d.woff2']);
  });

  it('fetches nothing the page loaded that is not one of the later files', () => {
    expect(laterFetchOrder(later, ['/assets/exam.js', '/media/x.png'])).toEqual(later);
  });

  it('says on the exam page whether a reload offline goes on, and nothing without a worker', () => {
    expect(offlineReadinessText('unsupported')).toBeNull();
    expect(offlineReadinessText('preparing')).toBe(messages.offlinePreparing);
    expect(offlineReadinessText('exam')).toBe(messages.offlineReady);
    expect(offlineReadinessText('all')).toBe(messages.offlineReady);
  });
});
