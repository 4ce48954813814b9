// The Admin's catalogue and exam-template pages (docs/content.md#catalogue): mobile first, one
// column on a 360 px phone; the catalogue's levels side by side from a wide screen on.
import { style } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1200px', margin: '0 auto', padding: vars.space.sm, minWidth: 0 });
export const levels = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' } },
});
export const level = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }]);
export const heading = style({ margin: 0, fontSize: vars.font.size.md, overflowWrap: 'anywhere' });
export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: { '&[data-open]': { borderColor: vars.color.primary, boxShadow: `inset 3px 0 0 ${vars.color.primary}` } },
});
export const name = style({ margin: 0, fontWeight: 700 });
export const twin = style({ margin: 0, color: vars.color.muted });
export const facts = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, fontSize: vars.font.size.sm, color: vars.color.muted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const notice = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const form = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '720px', width: '100%', margin: '0 auto', minWidth: 0 }]);
export const fields = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14em), 1fr))' });
export const fieldset = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space.sm, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const row = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10em), 1fr))', alignItems: 'end', paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 24em), 1fr))' });
export const card = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, overflowWrap: 'anywhere', minWidth: 0 }]);
export const status = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  selectors: { '&[data-active]': { borderColor: vars.color.success, color: vars.color.success, fontWeight: 700 } },
});
export const problems = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.danger });
