// The Admin's sales pages (docs/content.md#sales): lists of cards, never wide tables, so a 360 px
// phone reads every line; forms in one column there and two from 720 px.
import { style } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1100px', margin: '0 auto', padding: vars.space.sm, minWidth: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.font.size.md });
export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const card = style([
  layout.card,
  {
    overflowWrap: 'anywhere',
    selectors: { '&[data-active="false"]': { borderStyle: 'dashed' }, '&[data-status="refunded"]': { borderColor: vars.color.muted } },
  },
]);
export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: 700 });
export const text = style({ margin: 0 });
/** A Bengali twin under its English name or line. */
export const twin = style({ display: 'block', margin: 0, color: vars.color.muted });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const lines = style({ margin: 0, paddingLeft: vars.space.lg });
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const badge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  fontWeight: 700,
  selectors: { '&[data-status="paid"]': { borderColor: vars.color.primary, color: vars.color.primary }, '&[data-status="refunded"], &[data-active="false"]': { color: vars.color.muted } },
});
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const form = style([
  layout.card,
  { display: 'grid', gridTemplateColumns: '1fr', gap: vars.space.sm, '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: '1fr 1fr' } } },
]);
export const wide = style({ gridColumn: '1 / -1' });
export const searchForm = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: '2fr 1fr 1fr 1fr auto' } },
});
export const textArea = style({
  minHeight: '5em',
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  color: 'inherit',
  resize: 'vertical',
  boxSizing: 'border-box',
});
export const priceForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const priceInput = style({ width: '7em' });
