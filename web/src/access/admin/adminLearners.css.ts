// The Admin's learner pages (docs/access.md#admin-learners): mobile first, every account a card in
// one column on a 360 px phone (a list, not a wide table), the search fields side by side when
// there is room.
import { style } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1100px', margin: '0 auto', padding: vars.space.sm });
export const search = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14em), 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
// One card a row on a phone; as many 20em cards as fit on a wider screen.
export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20em), 1fr))', gap: vars.space.sm });
export const card = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, overflowWrap: 'anywhere' }]);
export const section = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, overflowWrap: 'anywhere' }]);
export const heading = style({ margin: 0, fontSize: vars.font.size.md });
export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: 700 });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const text = style({ margin: 0 });
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  selectors: { '&[data-tone="warning"]': { borderColor: vars.color.danger, color: vars.color.danger, fontWeight: 700 } },
});
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14em), 1fr))', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const factLabel = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
export const factValue = style({ margin: 0, fontWeight: 600 });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });
export const roleField = style({ minWidth: 'min(100%, 14em)' });
export const notice = style({
  margin: 0,
  fontWeight: 600,
  selectors: { '&[data-tone="failed"]': { color: vars.color.danger }, '&[data-tone="saved"]': { color: vars.color.success } },
});
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
