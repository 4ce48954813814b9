// The question bank's list (docs/content.md#bank-list): mobile first, one column of question cards;
// the filters wrap, so a 360 px screen never scrolls sideways; long texts wrap anywhere.
import { style } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1100px', margin: '0 auto', padding: vars.space.sm, minWidth: 0 });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ margin: 0 });
export const card = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere' }]);
export const search = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const searchField = style({ flex: '1 1 16em', minWidth: 0 });
export const filters = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12em), 1fr))', gap: vars.space.sm });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const text = style({ margin: 0 });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({ padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, border: `1px solid ${vars.color.border}`, fontSize: vars.font.size.sm });
export const draft = style([chip, { borderColor: vars.color.focus, fontWeight: 700 }]);
export const flag = style([chip, { borderColor: vars.color.danger, color: vars.color.danger, fontWeight: 700 }]);
export const rowHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
