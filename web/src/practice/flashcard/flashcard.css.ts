// The flashcard setup and session (docs/practice.md#flashcard-setup, docs/practice.md#flashcard-session), mobile first (one column at 412px). Option cards
// flip in 3D on `data-face` from the machine; confetti is CSS only; reduced motion turns cards
// without the flip and lets the confetti fade where it lies instead of falling.
import { createVar, keyframes, style, type StyleRule } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

const reducedMotion = 'screen and (prefers-reduced-motion: reduce)';
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '720px', margin: '0 auto', padding: vars.space.sm });
export const card = layout.panel;

export const selects = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});
export const count = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const radioGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const radios = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.sm });
export const radio = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const sessionHead = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const counter = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: vars.font.size.lg });
export const questionNumber = style({ margin: 0, fontSize: vars.font.size.lg });
export const options = style({ display: 'grid', gap: vars.space.sm });

export const optionCard = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  perspective: '900px',
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': focusRing },
});

const turned = `${optionCard}:is([data-face="congrats"], [data-face="oops"], [data-face="answer"]) &`;

export const flipper = style({
  display: 'grid',
  transformStyle: 'preserve-3d',
  transition: 'transform 0.45s ease',
  selectors: { [turned]: { transform: 'rotateY(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

const faceBase: StyleRule = {
  gridArea: '1 / 1',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '56px',
  padding: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
  overflow: 'hidden',
};

export const front = style([faceBase, { selectors: { [`${optionCard}[data-hovered] &`]: { borderColor: vars.color.primary } } }]);
export const back = style([
  faceBase,
  {
    transform: 'rotateY(180deg)',
    selectors: {
      [`${optionCard}[data-face="congrats"] &`]: { borderColor: vars.color.success, background: '#e7f6ec' },
      [`${optionCard}[data-face="answer"] &`]: { borderColor: vars.color.success, background: '#f1faf4' },
      [`${optionCard}[data-face="oops"] &`]: { borderColor: vars.color.danger, background: '#fdecea' },
    },
  },
]);

export const letter = style({
  flex: '0 0 auto',
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.page,
  fontWeight: 700,
});
export const optionText = style({ flex: 1, minWidth: 0 });
export const feedback = style({
  flex: '0 0 auto',
  fontWeight: 700,
  selectors: {
    [`${optionCard}[data-face="oops"] &`]: { color: vars.color.danger },
    [`${optionCard}:is([data-face="congrats"], [data-face="answer"]) &`]: { color: vars.color.success },
  },
});

// Confetti for 'Congrats!': a layer over the whole window (not inside the turned card, whose
// transform would trap it), pieces large and saturated enough to read on a phone in daylight,
// falling for about three seconds. With reduced motion the pieces neither fall nor spin: they
// appear scattered where they are and fade, so the colour still says well done.
const drift = createVar();
const spin = createVar();
const fall = keyframes({
  '0%': { transform: `translate3d(0, -24px, 0) rotate(0deg)`, opacity: 1 },
  '80%': { opacity: 1 },
  '100%': { transform: `translate3d(${drift}, 78vh, 0) rotate(${spin})`, opacity: 0 },
});
const fade = keyframes({
  '0%': { opacity: 1 },
  '75%': { opacity: 1 },
  '100%': { opacity: 0 },
});
const confettiColours = ['#f59f00', '#1c7ed6', '#2f9e44', '#e64980', '#7048e8', '#f03e3e', '#12b886', '#fab005'];
export const CONFETTI_PIECES = 40;

export const confetti = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  pointerEvents: 'none',
  overflow: 'hidden',
});
export const piece = style({
  position: 'absolute',
  borderRadius: '3px',
  opacity: 0,
  animationName: fall,
  animationTimingFunction: 'cubic-bezier(0.25, 0.6, 0.5, 1)',
  animationFillMode: 'forwards',
  '@media': {
    [reducedMotion]: { animationName: fade, animationTimingFunction: 'linear', animationDuration: '2.4s', animationDelay: '0s' },
  },
  selectors: Object.fromEntries(
    Array.from({ length: CONFETTI_PIECES }, (_, i) => [
      `&:nth-child(${i + 1})`,
      {
        // Spread over the width; the first row starts just below the top, a few pieces lower,
        // so a reduced-motion scatter covers the top third of the screen.
        left: `${(i * 37 + 3) % 97}%`,
        top: `${(i * 13) % 30}%`,
        width: `${10 + (i % 3) * 3}px`,
        height: `${16 + (i % 4) * 3}px`,
        background: confettiColours[i % confettiColours.length],
        animationDelay: `${(i % 6) * 0.07}s`,
        animationDuration: `${2.4 + (i % 5) * 0.25}s`,
        vars: { [drift]: `${((i * 29) % 120) - 60}px`, [spin]: `${(i % 2 === 0 ? 1 : -1) * (360 + (i % 4) * 180)}deg` },
      },
    ]),
  ),
});

export const summaryTitle = style({ margin: 0, fontSize: vars.font.size.xl, selectors: { '&:focus': { outline: 'none' } } });
export const summarySubject = style({ margin: 0, fontWeight: 600, color: vars.color.muted });
export const summaryCounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(4, 1fr)' } },
});
export const summaryCount = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  // Reversed column: the number above its label, both from the top of the box.
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-count="Right"]': { borderColor: vars.color.success, background: '#e7f6ec' },
    '&[data-count="Wrong"]': { borderColor: vars.color.danger, background: '#fdecea' },
  },
});
export const summaryLabel = style({ fontWeight: 600, textAlign: 'center' });
export const summaryLine = style({ margin: 0 });
export const summaryNumber = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const explanation = style({
  borderLeft: `4px solid ${vars.color.success}`,
  paddingLeft: vars.space.sm,
});
export const navigation = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.sm, '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(4, 1fr)' } } });
export const visuallyHidden = layout.visuallyHidden;

// The grade panel under a turned card (docs/practice.md#flashcard-grades): four buttons, two a row on
// a phone, four on a wide screen and one with the phone's text at 200% (a column is at least 9rem,
// so the words never break inside); the suggested one outlined, the chosen one filled; all on
// `data-*` from the machine's view.
export const grading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const gradingTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const grades = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
});
export const gradeButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
  minHeight: '56px',
  padding: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  overflowWrap: 'break-word',
  cursor: 'pointer',
  selectors: {
    '&[data-suggested]': { borderColor: vars.color.primary, background: '#eef4fd' },
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    // Once a grade is given the others fade; the chosen one stays whole and filled.
    '&[data-disabled]': { cursor: 'default', opacity: 0.55 },
    '&[data-chosen]': { opacity: 1, borderColor: vars.color.primary, background: vars.color.primary, color: vars.color.primaryText },
  },
});
export const gradeName = style({ fontWeight: 700 });
export const gradeHint = style({ fontSize: vars.font.size.sm });
export const gradeSuggested = style({
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  color: vars.color.primary,
  selectors: { [`${gradeButton}[data-chosen] &`]: { color: vars.color.primaryText } },
});
export const gradeStatus = style({ margin: 0, minHeight: '1.5em', fontWeight: 600, selectors: { '&:focus': { outline: 'none' } } });
