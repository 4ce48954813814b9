// The previous-year test setup (docs/practice.md#previous-year), mobile first: clock and date, then the three selects.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import * as setup from '../templateSetup.css';

export const screen = style([setup.screen, { maxWidth: '960px' }]);
export const { card, empty } = setup;
export const header = style([card, { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }]);
export const clock = style({ display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums' });
export const time = style({ fontSize: vars.font.size.lg, fontWeight: 700 });
export const date = style({ color: vars.color.muted, fontSize: vars.font.size.sm });
export const selects = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 760px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
