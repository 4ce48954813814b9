// A static legal document (docs/shell.md#legal-pages): its words are the engine's legalMessages.
import { legalUpdatedLine, type LegalDocument, type PageParagraph } from '@proshno/engine';
import { Link } from 'react-aria-components';
import * as css from './pages.css';

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className={css.article} aria-labelledby="legal-title">
      <h1 id="legal-title">{document.title}</h1>
      <p className={css.muted}>{legalUpdatedLine(document)}</p>
      {document.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <Paragraph text={section.text} />
        </section>
      ))}
    </article>
  );
}

/** A paragraph, with its one link where the words put it. */
export function Paragraph({ text, className }: { text: PageParagraph; className?: string }) {
  if (typeof text === 'string') return <p className={className}>{text}</p>;
  return (
    <p className={className}>
      {text.before}
      <Link href={text.link.href}>{text.link.text}</Link>
      {text.after}
    </p>
  );
}
