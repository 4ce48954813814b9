// The data tables' look, written once (docs/architecture.md#styles): a sideways scroller around a
// compact table whose rows turn into cards of labelled lines on a phone (theme/layout.css.ts).
import { globalStyle, style } from '@vanilla-extract/css';
import * as layout from '../theme/layout.css';
import { vars } from '../theme/theme.css';

export const tableWrap = layout.scrollX;
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, textAlign: 'left' });
/** The table whose rows are cards on a phone. */
export const cardTable = style([table, layout.cardTable]);
export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });
/** A number never breaks inside itself ('1.25/5', 'Ra/nk' on a phone, issue 28): its column grows and the table scrolls sideways instead. */
export const numeric = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
/** A row's detail under it, across every column: left-aligned, and a plain block on a phone card. */
export const detail = style([cell, { textAlign: 'left' }]);
globalStyle(`${layout.cardTable} tr > td${detail}`, { '@media': { [layout.phoneWidth]: { display: 'block', textAlign: 'left' } } });
