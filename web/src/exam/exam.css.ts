// The exam screen (docs/exam.md#screen), mobile first: one column on a phone, question and side panel
// side by side from 900px.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { topBarHeight } from '../shell/shell.css';
import * as themeLayout from '../theme/layout.css';
import { vars } from '../theme/theme.css';

// The clock blinks its background, so the digits keep their contrast at every frame.
const pulse = keyframes({ '0%, 100%': { backgroundColor: 'transparent' }, '50%': { backgroundColor: '#fee4e2' } });

const wide = 'screen and (min-width: 900px)';

// The page around it already pads a phone's edges; the exam adds its own room from 900px.
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '1100px',
  margin: '0 auto',
  '@media': { [wide]: { padding: vars.space.sm } },
});

// One row on a phone (clock, answered count, Details) over a full-width progress strip, held below
// the site's top bar; the exam's facts unfold under it. From 900px the facts always show above a
// clock, progress bar and count row.
// On a phone it is a wrapping row, so with large text (200%) the count and Details go below the
// clock instead of past the screen's edge (issue 29 item 3); the strip and the facts take whole rows.
export const header = style([themeLayout.surface, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  position: 'sticky',
  top: topBarHeight,
  zIndex: 1,
  '@media': {
    [wide]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"facts facts facts" "clock track count"',
      gap: `${vars.space.sm} ${vars.space.md}`,
      padding: vars.space.md,
    },
  },
}]);
export const facts = style({
  gridArea: 'facts',
  flexBasis: '100%',
  display: 'none',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  selectors: { [`${header}[data-details="shown"] &`]: { display: 'flex' } },
  '@media': { [wide]: { display: 'flex' } },
});
globalStyle(`${facts} > div`, { display: 'flex', flexDirection: 'column' });
globalStyle(`${facts} dt`, { color: vars.color.muted, fontSize: vars.font.size.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });
export const detailsToggle = style({
  gridArea: 'toggle',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
  '@media': { [wide]: { display: 'none' } },
});
/** A chevron drawn by two borders: down while the facts are folded, up while they show. */
export const chevron = style({
  width: '8px',
  height: '8px',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-2px) rotate(45deg)',
  selectors: { [`${detailsToggle}[aria-expanded="true"] &`]: { transform: 'translateY(2px) rotate(-135deg)' } },
});
export const clock = recipe({
  base: {
    gridArea: 'clock',
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.font.size.lg,
    fontWeight: 700,
    padding: '0 0.2em',
    borderRadius: vars.radius.sm,
    '@media': { [wide]: { fontSize: vars.font.size.xl } },
  },
  variants: {
    blink: {
      none: {},
      // With reduced motion the warning is the colour alone.
      warning: { color: vars.color.danger, animation: `${pulse} 1s ease-in-out infinite`, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } },
      continuous: { color: vars.color.danger, animation: `${pulse} 0.6s ease-in-out infinite`, '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } },
    },
  },
});
export const progress = style({ gridArea: 'track', flexBasis: '100%', display: 'block', minWidth: 0 });
export const progressTrack = style({
  display: 'block',
  height: '8px',
  background: vars.color.page,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  '@media': { [wide]: { height: '10px' } },
});
export const progressFill = style({ display: 'block', height: '100%', background: vars.color.success });
// On the narrowest phones the count may take two short lines rather than push into the clock.
export const progressText = style({
  gridArea: 'count',
  // Between the clock and Details on a phone, its text to the right; it asks for 5em, so the three
  // share one row at normal text and wrap with large text.
  flex: '1 1 5em',
  minWidth: 0,
  justifySelf: 'end',
  textAlign: 'right',
  lineHeight: 1.2,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [wide]: { whiteSpace: 'nowrap' } },
});

// The phone's one column is the screen's width, never its widest content's: at 200% text a side
// panel button's words wrap instead of pushing the question and the palette off the edge.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 260px' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const card = themeLayout.panel;
export const cardHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
// Focused when the exam begins (tabIndex -1): a place to start reading, not a control, so no ring.
export const questionNumber = style({ margin: 0, fontSize: vars.font.size.lg, outline: 'none' });
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
export const letter = style([
  themeLayout.letterCircle,
  { selectors: { [`${option}[aria-pressed="true"] &`]: { background: vars.color.primary, color: vars.color.primaryText } } },
]);
export const visuallyHidden = themeLayout.visuallyHidden;
export const navigation = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const position = style({ fontVariantNumeric: 'tabular-nums', padding: `0 ${vars.space.sm}` });
// docs/exam.md#palette: chips wrap in rows at any width and text size; an answered chip is tinted
// like a chosen option, a bookmarked one carries a star, the current one is filled.
export const palette = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  position: 'relative',
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&[data-answered]': { background: '#e8f0fc', borderColor: vars.color.primary, fontWeight: 700 },
    '&[aria-current="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText, fontWeight: 700 },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'default' },
  },
});
export const chipMark = style({
  position: 'absolute',
  top: '2px',
  right: '2px',
  color: '#b54708',
  selectors: { [`${chip}[aria-current="true"] &`]: { color: vars.color.primaryText } },
});
// docs/exam.md#clear-undo: the cleared answer's line and its Undo. Its live region is always in the
// page (a region that appears with its words is not announced); while empty it takes no room, its
// share of the column's gap taken back.
export const cleared = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&:not([data-shown])': { marginTop: `calc(-1 * ${vars.space.md})` } },
});
export const clearedText = style({ margin: 0 });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignSelf: 'start' });
globalStyle(`${panel} > *`, { whiteSpace: 'normal' });

export const result = style([card, { maxWidth: '720px', margin: `${vars.space.md} auto` }]);
/** Focused when the result appears (docs/exam.md#result-in-view): a place to read from, not a control, so no ring. */
export const resultHeading = style({ outline: 'none' });
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
/** docs/content.md#pass-rule: the server's verdict; its word is coloured by `data-pass` (pass or fail). */
export const verdict = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, margin: 0 });
export const verdictCell = style({
  fontWeight: 700,
  selectors: { '&[data-pass="pass"]': { color: vars.color.success }, '&[data-pass="fail"]': { color: vars.color.danger } },
});

/** The line about the answers' way to the server (docs/exam.md#answer-delivery): quiet, one line. */
export const delivery = style({
  margin: 0,
  minHeight: '1.5em',
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  selectors: { '&[data-delivery="waiting"]': { color: vars.color.text, fontWeight: 600 } },
});
