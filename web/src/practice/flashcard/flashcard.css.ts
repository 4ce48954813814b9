// The flashcard setup and session (spec 000 §2), mobile first (one column at 412px). Option cards
// flip in 3D on `data-face` from the machine; confetti is CSS only; reduced motion drops both
// animations and keeps the colours and words.
import { keyframes, style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

const reducedMotion = 'screen and (prefers-reduced-motion: reduce)';
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '720px', margin: '0 auto', padding: vars.space.sm });
export const centered = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, padding: vars.space.xl, textAlign: 'center' });
export const notice = style({ fontSize: vars.font.size.lg, fontWeight: 600 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});

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

const fall = keyframes({
  '0%': { transform: 'translateY(-12px) rotate(0deg)', opacity: 1 },
  '100%': { transform: 'translateY(90px) rotate(540deg)', opacity: 0 },
});
const confettiColours = ['#f5a524', '#1f5fbf', '#137a3e', '#d6336c', '#7048e8', '#0ca678'];
export const CONFETTI_PIECES = 14;

export const confetti = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  overflow: 'hidden',
  '@media': { [reducedMotion]: { display: 'none' } },
});
export const piece = style({
  position: 'absolute',
  top: 0,
  width: '7px',
  height: '11px',
  borderRadius: '2px',
  opacity: 0,
  animation: `${fall} 1.3s ease-in forwards`,
  selectors: Object.fromEntries(
    Array.from({ length: CONFETTI_PIECES }, (_, i) => [
      `&:nth-child(${i + 1})`,
      {
        left: `${(i * 71) % 100}%`,
        background: confettiColours[i % confettiColours.length],
        animationDelay: `${(i % 5) * 0.08}s`,
        animationDuration: `${1.1 + (i % 4) * 0.15}s`,
      },
    ]),
  ),
});

export const explanation = style({
  borderLeft: `4px solid ${vars.color.success}`,
  paddingLeft: vars.space.sm,
});
export const navigation = style({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.sm, '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(4, 1fr)' } } });
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
