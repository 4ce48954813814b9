// The turning ring that says something is on its way, written once (docs/architecture.md#styles):
// the full-screen spinner and the login card's line while its script arrives size it.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

export const ring = style({
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderTopColor: vars.color.primary,
  animation: `${turn} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
});
