// The audit log page (docs/content.md#audit-page): mobile first, each entry one card; its changes a
// three-column list that stays inside a 360 px phone (long values wrap anywhere).
import { style } from '@vanilla-extract/css';
import * as layout from '../theme/layout.css';
import { vars } from '../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1100px', margin: '0 auto', padding: vars.space.sm });
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const filter = style({ flex: '1 1 14em', minWidth: 0 });
export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const entry = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, overflowWrap: 'anywhere' }]);
export const title = style({ margin: 0, fontSize: vars.font.size.md });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const changes = style({ display: 'grid', gridTemplateColumns: 'minmax(5em, auto) 1fr 1fr', gap: `2px ${vars.space.sm}`, margin: 0, fontSize: vars.font.size.sm });
export const changeHead = style({ color: vars.color.muted, fontWeight: 600 });
export const value = style({ margin: 0, minWidth: 0, fontVariantNumeric: 'tabular-nums' });
