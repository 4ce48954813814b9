import { globalStyle, style } from '@vanilla-extract/css';
import * as layout from '../theme/layout.css';
import { vars } from '../theme/theme.css';

// Parts flow inline, as one paragraph: a formula inside a sentence stays on the sentence's line.
// A formula wider than a phone scrolls inside the question instead of widening the page, in the
// layout's scroller whose edge shadows say there is more to see (docs/architecture.md#styles).
export const parts = style([layout.scrollX, { display: 'block', lineHeight: 1.6, overflowY: 'hidden' }]);
export const inlineParts = style({ display: 'inline' });
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
// A sized picture keeps the width and height attributes' proportions as it shrinks to the question
// (docs/exam.md#image-size); an unsized one fills the fixed 4:3 box, fitted inside it.
export const image = style({ display: 'block', maxWidth: '100%', height: 'auto', margin: `${vars.space.sm} 0` });
export const unsizedImage = style([image, { aspectRatio: '4 / 3', objectFit: 'contain' }]);
export const math = style({});
// A formula reads at the text's size and, for its letters and digits, in the text's face: browsers
// set MathML in a serif math font and, inside a sentence, in the compact style that shrinks a
// fraction's numerator and denominator to about 70%. Its operators, fences and big operators, and
// the measures of its layout (a fraction's bar, a script's shift, how far a sign stretches), come
// from the product's math font, so a formula looks the same on every phone (docs/exam.md#math-font):
// it has no letters or digits, which fall through to the text's face.
globalStyle(`${math} math`, { fontSize: '1em', fontFamily: `"Proshno Math", ${vars.font.body}`, mathStyle: 'normal' });
globalStyle(`${math} mi[data-variable]`, { textTransform: 'none', fontStyle: 'italic' });
export const pendingMath = style({ fontFamily: 'monospace', color: vars.color.muted });

/** docs/i18n.md#questions: the note on a question shown in the other version. */
export const otherVersion = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.muted, fontSize: '0.875em' });
