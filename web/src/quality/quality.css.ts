// The question-quality screens (docs/content.md): the Admin's cards of statistics and reports, and
// the review's 'Report a problem' form; mobile first, every card one column on a 360 px phone.
import { style } from '@vanilla-extract/css';
import * as layout from '../theme/layout.css';
import { vars } from '../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1100px', margin: '0 auto', padding: vars.space.sm });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const card = style([layout.card, { overflowWrap: 'anywhere' }]);
export const heading = style({ margin: 0, fontSize: vars.font.size.md });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const text = style({ margin: 0 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9em), 1fr))', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const factLabel = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
export const factValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}`, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });
export const flag = style([chip, { borderColor: vars.color.danger, color: vars.color.danger, fontWeight: 700 }]);
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const filter = style({ maxWidth: '22em' });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const form = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm }]);
export const reasons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 2px ${vars.color.primary}`, fontWeight: 700 },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const textArea = style({
  minHeight: '6em',
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  color: 'inherit',
  resize: 'vertical',
  selectors: { '&[data-focused]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-1px' } },
});
