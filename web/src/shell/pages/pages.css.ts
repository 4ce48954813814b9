// Text pages: a readable column.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const article = style({
  maxWidth: '760px',
  margin: '0 auto',
  background: vars.color.surface,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const muted = style({ color: vars.color.muted });
