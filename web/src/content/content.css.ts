import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const parts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs, lineHeight: 1.6 });
export const inlineParts = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs });
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const image = style({ display: 'block', maxWidth: '100%', height: 'auto', flexBasis: '100%' });
export const math = style({ fontSize: '1.1em', maxWidth: '100%', overflowX: 'auto' });
export const pendingMath = style({ fontFamily: 'monospace', color: vars.color.muted });
