// The visitor sections under the login card: one readable column on phones, cards side by side on desktop.
import { globalStyle, style } from '@vanilla-extract/css';
import { surface } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
});

export const section = style([surface, {
  // The sticky public header (60px) must not cover the heading a header link scrolls to.
  scrollMarginTop: '76px',
  padding: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
}]);

export const lead = style({ color: vars.color.muted, margin: `0 0 ${vars.space.md}` });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    'screen and (min-width: 960px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
});

globalStyle(`${card} h3`, { fontSize: vars.font.size.md, margin: `0 0 ${vars.space.xs}` });
globalStyle(`${card} p`, { margin: 0, color: vars.color.muted });
