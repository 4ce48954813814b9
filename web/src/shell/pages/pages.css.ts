// Text pages: a readable column.
import { style } from '@vanilla-extract/css';
import { surface } from '../../theme/surface.css';
import { vars } from '../../theme/theme.css';

export const article = style([surface, { maxWidth: '760px', margin: '0 auto', padding: vars.space.lg }]);

export const muted = style({ color: vars.color.muted });
