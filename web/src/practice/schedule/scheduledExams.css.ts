// The "My Exam Schedule" table on /home, mobile first: a card as wide as the dashboard's others,
// its rows cards of their own on a phone.
import { style } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

export const section = layout.card;

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs, marginLeft: 'auto' });

// Loading… and the empty message share one box two lines tall: on a phone the empty message wraps
// to two lines, and a one-line Loading… would shift everything below it when it arrives (the /home
// CLS of 0.024 the bench found, docs/progress.md#exam-schedule).
// Two lines: 3em at the body's 1.5 line height where `lh` (Chrome 109) is unknown (docs/browsers.md#css).
export const note = style({
  margin: 0,
  color: vars.color.muted,
  textAlign: 'center',
  padding: vars.space.md,
  boxSizing: 'content-box',
  minHeight: ['3em', '2lh'],
});

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm });
