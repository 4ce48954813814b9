// A static legal document (docs/shell.md#legal-pages).
import type { ReactNode } from 'react';
import * as css from './pages.css';

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className={css.article} aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className={css.muted}>Last updated: {updated}</p>
      {children}
    </article>
  );
}
