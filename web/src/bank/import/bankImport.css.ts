// The import page (docs/content.md#import-page): mobile first, one column of cards; the report's
// rows are a table from 720 px and a list of cards on a phone (layout.cardTable), so a 360 px
// screen never scrolls sideways; long keys and reasons wrap anywhere.
import { style } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1100px', margin: '0 auto', padding: vars.space.sm, minWidth: 0 });
export const card = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 }]);
export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.lg });
export const fields = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const field = style({ flex: '1 1 14em', minWidth: 0 });
export const place = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const paste = style({
  minHeight: '8em',
  width: '100%',
  boxSizing: 'border-box',
  fontFamily: 'monospace',
  fontSize: vars.font.size.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const notice = style({ margin: 0, fontWeight: 600 });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const alertBox = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const done = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
export const doneBox = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const report = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere' }]);
export const rejectedHeading = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.danger });
export const acceptedHeading = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.success });
export const reasons = style({ textAlign: 'left' });
export const reasonList = style({ margin: 0, paddingLeft: vars.space.md, textAlign: 'left' });
export const status = style({
  fontWeight: 600,
  color: vars.color.info,
  selectors: { '&[data-new="true"]': { color: vars.color.success } },
});
