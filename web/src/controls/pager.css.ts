// The pager under a paged table: wraps on a 360 px phone.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const pager = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs, marginTop: vars.space.sm });
