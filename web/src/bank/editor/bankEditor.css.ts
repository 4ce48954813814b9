// The question bank's editor (docs/content.md#editor): mobile first, the form then the preview in
// one column on a phone; from 1000 px the preview stands beside the form, at a phone's width (360
// px), the width the exam renders questions at on a phone. Long parts wrap anywhere.
import { style } from '@vanilla-extract/css';
import * as layout from '../../theme/layout.css';
import { vars } from '../../theme/theme.css';

const wide = 'screen and (min-width: 1000px)';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1200px', margin: '0 auto', padding: vars.space.sm, minWidth: 0 });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ margin: 0 });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 384px' } },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const card = style([layout.card, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, overflowWrap: 'anywhere' }]);
export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.md });
export const fields = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const field = style({ flex: '1 1 12em', minWidth: 0 });
export const side = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.sm, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const legend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
export const partList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const fieldLabel = style({ margin: 0, fontWeight: 700 });
export const part = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs, minWidth: 0 });
export const partRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const kind = style({ flex: '0 1 12em', minWidth: 0 });
export const textArea = style({
  minHeight: '3.5em',
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  color: 'inherit',
  resize: 'vertical',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const formula = style([textArea, { fontFamily: 'monospace' }]);
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 2px ${vars.color.primary}`, fontWeight: 700 },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
export const notice = style({ margin: 0, color: vars.color.success, fontWeight: 600 });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const problems = style([layout.card, { borderColor: vars.color.danger, display: 'flex', flexDirection: 'column', gap: vars.space.xs }]);
export const problemList = style({ margin: 0, paddingLeft: '1.2em' });
export const muted = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });
export const previewColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, '@media': { [wide]: { position: 'sticky', top: vars.space.md } } });
/** A phone's screen: the exam's question card at 360 px, or narrower when the page is. */
export const phone = style({
  width: '100%',
  maxWidth: '360px',
  boxSizing: 'border-box',
  border: `8px solid ${vars.color.text}`,
  borderRadius: '20px',
  padding: vars.space.xs,
  background: vars.color.page,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
/** The right option as the review marks it: a green border and tint (an attribute, so it outweighs the exam's option style). */
export const previewOption = style({
  cursor: 'default',
  selectors: { '&[data-right]': { borderColor: vars.color.success, background: '#e7f6ec' } },
});
export const versions = style({ margin: 0, paddingLeft: '1.2em', display: 'flex', flexDirection: 'column', gap: vars.space.xs });
