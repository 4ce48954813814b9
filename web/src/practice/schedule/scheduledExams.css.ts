// The "My Exam Schedule" table on /home, mobile first: a card as wide as the dashboard's others,
// its rows cards of their own on a phone.
import { style } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

export const section = layout.card;

export const tableWrap = layout.scrollX;

export const table = style([layout.cardTable, { fontSize: vars.font.size.sm, textAlign: 'left' }]);

export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs, marginLeft: 'auto' });

export const note = style({ margin: 0, color: vars.color.muted, textAlign: 'center', padding: vars.space.md });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm });
