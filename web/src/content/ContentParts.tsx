// A question's, option's or explanation's content parts (docs/api.md#shape-question: text, image, latex or math).
// Math is LaTeX rendered to MathML by temml, which is loaded only when a part has math.
import { imageBoxOf, messages, spaceBetween, type ContentPart } from '@proshno/engine';
import { Fragment, memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as css from './content.css';
import './mathFont.css';

export type { ContentPart } from '@proshno/engine';

/**
 * Memoised: a question's parts are the same array for as long as the exam is open, so choosing an
 * option or ticking the clock does not render its text and formulas again.
 */
export const ContentParts = memo(function ContentParts({ parts, inline = false, lang }: { parts: readonly ContentPart[]; inline?: boolean; lang?: string | undefined }) {
  const Wrapper = inline ? 'span' : 'div';
  // The parts of a sentence flow as one paragraph, words and formulas on the same lines. `lang` is the
  // question's own language (docs/i18n.md#questions), so a reader speaks it right on a page in the other.
  return (
    <Wrapper className={inline ? css.inlineParts : css.parts} lang={lang}>
      {parts.map((part, i) => {
        const before = parts[i - 1];
        return (
          <Fragment key={i}>
            {before !== undefined && spaceBetween(before, part) ? ' ' : null}
            <Part part={part} />
          </Fragment>
        );
      })}
    </Wrapper>
  );
});

function Part({ part }: { part: ContentPart }) {
  switch (part.type) {
    case 'text':
      return <span className={css.text}>{part.data}</span>;
    case 'image':
      return <ImagePart part={part} />;
    case 'latex':
    case 'math':
      return <MathPart tex={part.data} />;
  }
}

/**
 * A picture with its box before it loads (docs/exam.md#image-size): its own width and height,
 * scaled down to the question's width with its proportions; without them, the fixed 4:3 box.
 */
function ImagePart({ part }: { part: ContentPart }) {
  const box = imageBoxOf(part);
  const common = { src: mediaUrl(part.data), alt: messages.questionFigure, loading: 'lazy', decoding: 'async' } as const;
  if (box === null) return <img className={css.unsizedImage} {...common} width={FIXED_BOX.width} height={FIXED_BOX.height} />;
  return <img className={css.image} {...common} width={box.width} height={box.height} />;
}

/** The box of a picture whose size is not known (docs/exam.md#image-size). */
const FIXED_BOX = { width: 320, height: 240 } as const;

/** Media paths are stored relative to /media/ (docs/api.md#conventions); absolute URLs are left alone. */
export function mediaUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/media/${path}`;
}

type Temml = Pick<typeof import('temml'), 'renderToString'>;
let temml: Promise<Temml> | null = null;
/** The renderer once loaded: formulas then render in the first paint, at their final size. */
let renderer: Temml | null = null;

/**
 * The math renderer, fetched once on the first formula (or ahead by a screen that knows formulas
 * are coming: the exam loads it with its questions); until then the TeX source shows. A failed
 * fetch is forgotten, so the next formula tries again.
 */
export function loadTemml(): Promise<Temml> {
  // temml's ES build has only a default export, while its types declare named ones.
  temml ??= import('temml').then(
    (module: Temml & { default?: Temml }) => (renderer = module.default ?? module),
    (error: unknown) => {
      temml = null;
      throw error;
    },
  );
  return temml;
}

/** Whether any of these parts is a formula. */
export function hasMath(parts: readonly ContentPart[]): boolean {
  return parts.some((part) => part.type === 'latex' || part.type === 'math');
}

function MathPart({ tex }: { tex: string }) {
  const [loaded, setLoaded] = useState(renderer !== null);
  const holder = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadTemml().then(
      () => current && setLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded]);
  // temml builds the MathML itself and escapes the source; a bad formula renders as an error note.
  const markup = useMemo(() => (loaded && renderer ? renderer.renderToString(tex, { throwOnError: false }) : null), [loaded, tex]);
  useLayoutEffect(() => {
    if (markup !== null && holder.current) showMath(holder.current, markup);
  }, [markup]);
  if (markup === null) return (
      <code className={css.pendingMath} data-math="pending">
        {tex}
      </code>
    );
  return <span ref={holder} className={css.math} />;
}

/**
 * Puts temml's markup into `holder`. The page's Content-Security-Policy refuses style attributes in
 * markup (temml pads a matrix's cells with them), so they are renamed before parsing and applied
 * through the CSSOM, which the policy allows. temml escapes the TeX source, so ` style="` can only
 * be an attribute of its own.
 */
export function showMath(holder: Element, markup: string): void {
  holder.innerHTML = markup.replaceAll(' style="', ' data-math-style="');
  for (const element of holder.querySelectorAll<HTMLElement | MathMLElement>('[data-math-style]')) {
    element.style.cssText = element.dataset.mathStyle ?? '';
    delete element.dataset.mathStyle;
  }
  // A one-letter variable is drawn from the Unicode math italics, which a text face lacks, so it
  // would fall back to a serif math face; marked here, it is set in the text face's italic instead.
  for (const identifier of holder.querySelectorAll('mi:not([mathvariant])')) {
    if ([...(identifier.textContent ?? '')].length === 1) identifier.setAttribute('data-variable', '');
  }
}
