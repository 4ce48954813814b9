// The exam screen (spec 000 §2), mobile first: one column on a phone, question and side panel
// side by side from 900px.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

// The clock blinks its background, so the digits keep their contrast at every frame.
const pulse = keyframes({ '0%, 100%': { backgroundColor: 'transparent' }, '50%': { backgroundColor: '#fee4e2' } });

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1100px', margin: '0 auto', padding: vars.space.sm });
export const centered = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, padding: vars.space.xl, textAlign: 'center' });
export const notice = style({ fontSize: vars.font.size.lg, fontWeight: 600 });
export const unavailableActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  position: 'sticky',
  top: 0,
  zIndex: 1,
});
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});
globalStyle(`${facts} > div`, { display: 'flex', flexDirection: 'column' });
globalStyle(`${facts} dt`, { color: vars.color.muted, fontSize: vars.font.size.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });
export const clockRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const clock = recipe({
  base: { fontVariantNumeric: 'tabular-nums', fontSize: vars.font.size.xl, fontWeight: 700, padding: '0 0.25em', borderRadius: vars.radius.sm },
  variants: {
    blink: {
      none: {},
      // With reduced motion the warning is the colour alone.
      warning: { color: vars.color.danger, animation: `${pulse} 1s ease-in-out infinite`, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } },
      continuous: { color: vars.color.danger, animation: `${pulse} 0.6s ease-in-out infinite`, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } },
    },
  },
});
export const progress = style({ flex: 1, display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const progressTrack = style({ flex: 1, height: '10px', background: vars.color.page, borderRadius: vars.radius.pill, overflow: 'hidden' });
export const progressFill = style({ display: 'block', height: '100%', background: vars.color.success });
export const progressText = style({ fontSize: vars.font.size.sm, minWidth: '3.5em', textAlign: 'right' });

export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1fr 260px' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});
export const cardHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const questionNumber = style({ margin: 0, fontSize: vars.font.size.lg });
export const bookmark = style({
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: '#fff4d6', borderColor: vars.color.focus },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const options = style({ display: 'grid', gap: vars.space.sm });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '52px',
  padding: vars.space.sm,
  textAlign: 'left',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: '#e8f0fc' },
    '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'default', opacity: 0.8 },
  },
});
export const letter = style({
  flex: '0 0 auto',
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.page,
  fontWeight: 700,
  selectors: { [`${option}[aria-pressed="true"] &`]: { background: vars.color.primary, color: vars.color.primaryText } },
});
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const navigation = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const position = style({ fontVariantNumeric: 'tabular-nums', padding: `0 ${vars.space.sm}` });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  minWidth: '44px',
  minHeight: '44px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignSelf: 'start' });

export const result = style([card, { maxWidth: '720px', margin: `${vars.space.md} auto` }]);
export const score = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.font.size.lg, margin: 0 });
export const bars = style({ display: 'flex', height: '16px', borderRadius: vars.radius.pill, overflow: 'hidden', background: vars.color.page });
export const bar = recipe({
  base: { display: 'block', height: '100%' },
  variants: {
    kind: {
      correct: { background: vars.color.success },
      wrong: { background: vars.color.danger },
      unanswered: { background: vars.color.border },
    },
  },
});
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, padding: 0, margin: 0, listStyle: 'none', fontSize: vars.font.size.sm });
export const table = style({ width: '100%', borderCollapse: 'collapse', textAlign: 'left' });
export const resultActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
