// What the service worker installs for an exam (web/vite/offlineFiles.ts, docs/shell.md#offline-first):
// the exam page's modules with what they import, at once or on demand, and not the other screens
// the app's chunk imports on demand. Before, every route's screen was installed with the exam
// (about 585 KB gzip of a language's files where the exam needs 249).
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { filesNeededBy } from '../web/vite/offlineFiles';

const chunk = (file: string, more: Partial<Manifest[string]> = {}): Manifest[string] => ({ file, ...more });

/** The entry, the app's chunk importing every screen on demand, the exam's screen and two others. */
const manifest: Manifest = {
  'index.html': chunk('assets/index.js', { isEntry: true, imports: ['_app.js'], dynamicImports: ['src/progress/home/HomePage.tsx'] }),
  '_app.js': chunk('assets/app.js', {
    imports: ['_shared.js'],
    dynamicImports: ['src/shell/AppShell.tsx', 'src/exam/ExamScreen.tsx', 'src/progress/home/HomePage.tsx', 'src/access/RegisterScreen.tsx', 'src/shell/reconnecting.ts'],
    css: ['assets/app.css'],
  }),
  '_shared.js': chunk('assets/shared.js'),
  'src/shell/AppShell.tsx': chunk('assets/AppShell.js', { isDynamicEntry: true, imports: ['_app.js'], dynamicImports: ['src/shell/LogoutDialog.tsx'] }),
  'src/shell/LogoutDialog.tsx': chunk('assets/LogoutDialog.js', { isDynamicEntry: true }),
  'src/exam/ExamScreen.tsx': chunk('assets/ExamScreen.js', { isDynamicEntry: true, imports: ['_app.js', '_Dialog.js'], dynamicImports: ['temml'] }),
  temml: chunk('assets/temml.js', { isDynamicEntry: true }),
  '_Dialog.js': chunk('assets/Dialog.js'),
  'src/progress/home/HomePage.tsx': chunk('assets/HomePage.js', { isDynamicEntry: true, imports: ['_app.js', '_Chart.js', '_Dialog.js'], css: ['assets/HomePage.css'] }),
  '_Chart.js': chunk('assets/Chart.js'),
  'src/access/RegisterScreen.tsx': chunk('assets/RegisterScreen.js', { isDynamicEntry: true, imports: ['_app.js'] }),
  'src/shell/reconnecting.ts': chunk('assets/reconnecting.js', { isDynamicEntry: true }),
};

const routes = ['src/progress/home/HomePage.tsx', 'src/access/RegisterScreen.tsx', 'src/exam/ExamScreen.tsx'];

describe('the files an exam needs', () => {
  it("keeps the exam's modules and what they import, at once or on demand, and leaves out the other screens", () => {
    const needed = filesNeededBy(manifest, ['src/shell/AppShell.tsx', 'src/exam/ExamScreen.tsx'], routes);
    expect([...needed].sort()).toEqual(
      ['assets/AppShell.js', 'assets/Dialog.js', 'assets/ExamScreen.js', 'assets/LogoutDialog.js', 'assets/app.css', 'assets/app.js', 'assets/reconnecting.js', 'assets/shared.js', 'assets/temml.js'].sort(),
    );
  });

  it('without the routes named follows every on-demand import of the app, every screen with it', () => {
    const needed = filesNeededBy(manifest, ['src/shell/AppShell.tsx', 'src/exam/ExamScreen.tsx']);
    expect(needed).toContain('assets/HomePage.js');
    expect(needed).toContain('assets/RegisterScreen.js');
  });

  it('refuses a module the build does not have', () => {
    expect(() => filesNeededBy(manifest, ['src/exam/Missing.tsx'], routes)).toThrow(/not a chunk of the build/);
  });
});
