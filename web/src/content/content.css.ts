import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

// Parts flow inline, as one paragraph: a formula inside a sentence stays on the sentence's line.
// A formula wider than a phone scrolls inside the question instead of widening the page.
export const parts = style({ display: 'block', lineHeight: 1.6, overflowX: 'auto', overflowY: 'hidden' });
export const inlineParts = style({ display: 'inline' });
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const image = style({ display: 'block', maxWidth: '100%', height: 'auto', margin: `${vars.space.sm} 0` });
export const math = style({});
// A formula reads at the text's size and in its face: browsers set MathML in a serif math font and,
// inside a sentence, in the compact style that shrinks a fraction's numerator and denominator to
// about 70%. Fences and stretchy operators keep the math font, whose tables let them grow.
globalStyle(`${math} math`, { fontSize: '1em', fontFamily: 'inherit', mathStyle: 'normal' });
globalStyle(`${math} :is(mo[fence="true"], mo[stretchy="true"])`, { fontFamily: 'math' });
globalStyle(`${math} mi[data-variable]`, { textTransform: 'none', fontStyle: 'italic' });
export const pendingMath = style({ fontFamily: 'monospace', color: vars.color.muted });
