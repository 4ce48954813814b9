// The review session's own pieces (docs/learning.md); the card, options and marks are the progress
// screens' (../progress/progress.css.ts), as on Revision and the history review.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The whole option is the press target, at least 44 px high, its text wrapping. */
export const optionButton = style({
  flex: '1 1 12em',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  minWidth: 0,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'default' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '4px', borderRadius: vars.radius.md },
  },
});

const verdict = { margin: 0, fontWeight: 700 } as const;
export const verdictRight = style({ ...verdict, color: vars.color.success });
export const verdictWrong = style({ ...verdict, color: vars.color.danger });
