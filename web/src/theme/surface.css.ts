// The raised white surface every card, panel, section and page article stands on. Compose it
// (`style([surface, {...}])`); do not repeat its three lines. Its own file, so the login page's
// stylesheet carries it without the rest of the layout primitives (docs/architecture.md#styles).
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const surface = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
