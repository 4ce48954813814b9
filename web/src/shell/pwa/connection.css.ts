// The offline indicator and the new-version line (docs/shell.md#offline-indicator): small, at the
// bottom left, over the page, never taking a click from what is under it.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const region = style({
  position: 'fixed',
  left: vars.space.md,
  bottom: vars.space.md,
  zIndex: 95,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxWidth: 'calc(100vw - 2 * 16px)',
  pointerEvents: 'none',
});

export const pill = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.card,
  margin: 0,
  fontSize: vars.font.size.sm,
  background: vars.color.text,
  color: vars.color.surface,
  selectors: { '&[data-kind="update"]': { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` } },
});
