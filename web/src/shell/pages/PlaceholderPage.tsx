// A protected route whose screen comes with a later issue: its title inside the shell.
import { messages } from '@proshno/engine';
import * as css from './pages.css';

export default function PlaceholderPage({ title }: { title: string }) {
  return (
    <article className={css.article} aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p className={css.muted}>{messages.comingSoon}</p>
    </article>
  );
}
