// The model test selection (docs/practice.md#model-test), mobile first: the choice above its subject table.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';
import * as setup from '../templateSetup.css';

export const screen = style([setup.screen, { maxWidth: '860px' }]);
export const { card, empty } = setup;
export const duration = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 700 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: 600 });
globalStyle(`${table} td:not(:first-child), ${table} th:not(:first-child)`, { textAlign: 'right' });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
