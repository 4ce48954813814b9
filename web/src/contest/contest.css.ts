// The contest screens (docs/contest.md#learner-screen, docs/contest.md#admin-screen), mobile first:
// cards whose long titles wrap instead of widening a phone, and the admin's form in one column.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/**
 * Long titles and names break rather than push the page sideways; 'break-word', not 'anywhere', so a
 * table's columns still size to their whole words and the merit list on a phone read 'Ra/nk' and
 * 'N/a/m/e' before (issue 28 item 18): a too-wide table scrolls sideways in its own scroller.
 */
export const wraps = style({ overflowWrap: 'break-word' });
export const card = style([wraps, { marginBlock: vars.space.md }]);
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const startActions = style({ justifyContent: 'flex-start' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '36rem' });
export const bareFieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
export const fieldRow = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const dateField = style({ flex: '1 1 10rem' });
export const timeField = style({ flex: '1 1 8rem' });
