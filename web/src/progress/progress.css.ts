// The progress screens (dashboard, history, revision, leaderboard, profile), mobile first: cards
// that fill a 360 px phone, tables that become cards there (history) or fit (leaderboard), with
// a sideways scroller that shows it scrolls in between.
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as layout from '../theme/layout.css';
import { vars } from '../theme/theme.css';

const desktop = 'screen and (min-width: 760px)';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1100px', margin: '0 auto', padding: vars.space.sm });

export const card = layout.card;

/** The dashboard's cards below one still loading (docs/progress.md#no-shift): in the layout, not yet seen. */
export const shown = style({ display: 'contents' });
export const held = style({ display: 'contents', visibility: 'hidden' });

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ margin: 0 });
/** The due-today card's count (web/src/learning/DueTodayCard.tsx). */
export const dueLine = style({ margin: 0, color: vars.color.muted });

// The tables' look is the controls' (controls/table.css.ts), named here for the screens that draw their own rows.
export { cell, numeric, table, tableWrap } from '../controls/table.css';
/** The learner's own leaderboard row: a tint and a bar at its start, so it stands out on any screen. */
export const mine = style({ background: '#dbe7ff', fontWeight: 700, boxShadow: `inset 4px 0 0 ${vars.color.primary}` });
export const youMark = style({ color: vars.color.primary, fontWeight: 700 });
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm, textAlign: 'center' });

export const note = style({ margin: 0, color: vars.color.muted, textAlign: 'center', padding: vars.space.md });
export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600, textAlign: 'center', padding: vars.space.sm });

export const statsSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const statsPeriod = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: 600, color: vars.color.muted, textTransform: 'uppercase', letterSpacing: '0.04em' });
// Two to a row on a phone; one with large text, where a figure would be wider than half the screen
// (issue 29 item 3).
export const stats = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9em), 1fr))', '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } });
export const stat = style([card, { alignItems: 'flex-start' }]);
export const statValue = style({ fontSize: vars.font.size.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const statLabel = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

/**
 * docs/progress.md#my-packages: My Packages is hidden on small screens. Doubled, so it wins over the
 * card's own display whichever of the two stylesheets a build puts first.
 */
export const wideOnly = style({ selectors: { '&&': { display: 'none' } }, '@media': { [desktop]: { selectors: { '&&': { display: 'flex' } } } } });

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, fontSize: vars.font.size.sm });
globalStyle(`${facts} > div`, { display: 'flex', flexDirection: 'column' });
globalStyle(`${facts} dt`, { color: vars.color.muted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const fields = style({ display: 'grid', gap: vars.space.md, '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

// Each option as wide as the list, never its widest content; with large text its tag goes below
// the option's text instead of past the screen's edge (issue 29 item 3).
export const options = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm, padding: 0, margin: 0, listStyle: 'none' });
export const option = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, padding: vars.space.sm, border: `2px solid ${vars.color.border}`, borderRadius: vars.radius.md },
  variants: {
    mark: {
      plain: {},
      right: { borderColor: vars.color.success, background: '#e8f6ee' },
      wrong: { borderColor: vars.color.danger, background: '#fdecea' },
    },
  },
});
export const letter = layout.letterCircle;
export const tag = style({ marginLeft: 'auto', fontSize: vars.font.size.sm, fontWeight: 600 });
export const explanation = style({ borderLeft: `4px solid ${vars.color.info}`, paddingLeft: vars.space.sm });

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText, borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const avatar = style({ width: '96px', height: '96px', flexShrink: 0, overflow: 'hidden', borderRadius: '50%', objectFit: 'cover', background: vars.color.page, display: 'grid', placeItems: 'center', fontSize: vars.font.size.xl, fontWeight: 700 });

export const meter = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.size.sm });
export const meterTrack = style({ flex: 1, height: '8px', borderRadius: vars.radius.pill, background: vars.color.page, overflow: 'hidden' });
/** The weakest topics (web/src/learning/WeakTopicsCard.tsx): a name, a bar and the level, wrapping on a phone. */
export const weakList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const weakMeter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space.sm, rowGap: vars.space.xs });
export const weakName = style({ flex: '1 1 100%', fontWeight: 600, overflowWrap: 'anywhere' });
/** The plan card (web/src/learning/PlanCard.tsx). */
export const planForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const planLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const planWhen = style({ fontSize: vars.font.size.lg, fontWeight: 700 });
/** The "Answer or skip?" card (web/src/learning/GuessingCard.tsx). */
export const guessTopic = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const guessLine = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
export const guessTotal = style({ margin: 0, fontWeight: 600 });
export const meterFill = style({ display: 'block', height: '100%', background: vars.color.success });
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

/**
 * Where the Performance Analysis chart goes: as tall as the collapsed chart with its legend from the
 * first paint, so the loading notes give way to the chart without pushing the page (no layout shift).
 */
export const chartArea = style({ minHeight: '272px', display: 'flex', flexDirection: 'column', justifyContent: 'center' });

/** The dashboard's contests (docs/contest.md#on-dashboard): one line each, the title then when it runs. */
export const contestList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, overflowWrap: 'break-word' });
export const contestWhen = style({ display: 'block', color: vars.color.muted, fontSize: vars.font.size.sm });
