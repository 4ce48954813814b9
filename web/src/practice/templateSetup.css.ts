// What the model-test and previous-year setups share (docs/practice.md#model-test,
// docs/practice.md#previous-year), mobile first: a centred column of cards and the note shown
// when there is nothing to choose.
import { style } from '@vanilla-extract/css';
import * as layout from '../theme/layout.css';
import { vars } from '../theme/theme.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: '0 auto',
  padding: vars.space.sm,
});
export const card = layout.panel;
export const empty = style({ color: vars.color.muted, textAlign: 'center', padding: vars.space.md });
