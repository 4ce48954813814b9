// The random-test screen, mobile first (412 px phones), wider from 720 px.
import { globalStyle, style } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

const wide = 'screen and (min-width: 720px)';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '960px', margin: '0 auto', padding: vars.space.sm });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0, fontSize: vars.font.size.sm });
globalStyle(`${facts} dt`, { color: vars.color.muted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const card = layout.panel;

export const fields = style({ display: 'grid', gap: vars.space.md, '@media': { [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const preset = style({
  minWidth: '44px',
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

// docs/practice.md#random-test-near-level: the line a test made by Practise these carries, and its way out.
export const nearLevel = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
globalStyle(`${nearLevel} p`, { margin: 0 });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const tableWrap = layout.scrollX;

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, textAlign: 'left' });

export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });

// On phones each row is a small card: every cell on its own line, named by its column (data-label).
const narrow = 'screen and (max-width: 719px)';
globalStyle(`${table} thead`, { '@media': { [narrow]: layout.hiddenRule } });
globalStyle(`${table} tr`, { '@media': { [narrow]: { display: 'block', borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.xs} 0` } } });
globalStyle(`${table} td`, { '@media': { [narrow]: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md, border: 'none' } } });
globalStyle(`${table} td::before`, { '@media': { [narrow]: { content: 'attr(data-label) / ""', color: vars.color.muted } } });
globalStyle(`${table} td:empty`, { '@media': { [narrow]: { display: 'none' } } });

export const rowActions = style({ display: 'flex', gap: vars.space.xs });

export const empty = style({ margin: 0, color: vars.color.muted, textAlign: 'center', padding: vars.space.md });

export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
