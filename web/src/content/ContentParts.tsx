// A question's, option's or explanation's content parts (spec 000 §3: text, image, latex or math).
// Math is LaTeX rendered to MathML by temml, which is loaded only when a part has math.
import type { ContentPart } from '@proshno/engine';
import { useEffect, useState } from 'react';
import * as css from './content.css';

export type { ContentPart } from '@proshno/engine';

export function ContentParts({ parts, inline = false }: { parts: readonly ContentPart[]; inline?: boolean }) {
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper className={inline ? css.inlineParts : css.parts}>
      {parts.map((part, i) => (
        <Part key={i} part={part} />
      ))}
    </Wrapper>
  );
}

function Part({ part }: { part: ContentPart }) {
  switch (part.type) {
    case 'text':
      return <span className={css.text}>{part.data}</span>;
    case 'image':
      return <img className={css.image} src={mediaUrl(part.data)} alt="Question figure" loading="lazy" decoding="async" />;
    case 'latex':
    case 'math':
      return <MathPart tex={part.data} />;
  }
}

/** Media paths are stored relative to /media/ (spec 000 §7); absolute URLs are left alone. */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/media/${path}`;
}

type Temml = Pick<typeof import('temml'), 'renderToString'>;
let temml: Promise<Temml> | null = null;

/** The math renderer, fetched once on the first formula; until then the TeX source shows. */
function loadTemml(): Promise<Temml> {
  // temml's ES build has only a default export, while its types declare named ones.
  temml ??= import('temml').then((module: Temml & { default?: Temml }) => module.default ?? module);
  return temml;
}

function MathPart({ tex }: { tex: string }) {
  const [markup, setMarkup] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void loadTemml().then((renderer) => {
      // temml builds the MathML itself and escapes the source; a bad formula renders as an error note.
      if (current) setMarkup(renderer.renderToString(tex, { throwOnError: false }));
    });
    return () => {
      current = false;
    };
  }, [tex]);
  if (markup === null) return (
      <code className={css.pendingMath} data-math="pending">
        {tex}
      </code>
    );
  return <span className={css.math} dangerouslySetInnerHTML={{ __html: markup }} />;
}
