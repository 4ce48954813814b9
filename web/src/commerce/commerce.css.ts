// The commerce screens, mobile first (a 360 px phone), wider grids from 720 px; the invoice has a
// print style of its own that leaves only the invoice on paper.
import { globalStyle, style } from '@vanilla-extract/css';
import * as controls from '../controls/controls.css';
import * as layout from '../theme/layout.css';
import { phoneWidth } from '../theme/media';
import { vars } from '../theme/theme.css';

const wide = 'screen and (min-width: 720px)';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '1040px', margin: '0 auto', padding: vars.space.xs, minWidth: 0 });

export const tabs = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tabPanel = style({ paddingTop: vars.space.md, outline: 'none' });

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' } },
});

export const card = layout.card;

export const customCard = style([card, { border: `2px dashed ${vars.color.primary}` }]);

export const plan = style({ margin: 0, color: vars.color.muted, textTransform: 'capitalize', fontSize: vars.font.size.sm });

export const prices = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap', margin: 0 });

export const original = style({ color: vars.color.muted, textDecoration: 'line-through' });

export const total = style({ fontSize: vars.font.size.xl, fontWeight: 800, color: vars.color.text });

export const srOnly = layout.visuallyHidden;

export const features = style({ margin: 0, paddingLeft: '1.2em', flex: 1 });

export const cardBody = style({ margin: 0, flex: 1 });


export const muted = style({ color: vars.color.muted, margin: 0 });

export const panel = style([card, { gap: vars.space.md }]);

export const checklist = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const subjectRow = style({ display: 'flex', flex: 1, flexWrap: 'wrap', justifyContent: 'space-between', gap: `0 ${vars.space.sm}` });

export const perDay = style({ color: vars.color.muted, whiteSpace: 'nowrap' });

export const tableWrap = layout.scrollX;

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: 600 });
globalStyle(`${table} tfoot td`, { fontWeight: 700 });

// A sum stays on one line ('1825 BDT', never '1825 B' over 'DT'); its column's heading may wrap,
// so a long heading ('Price (365 days)') does not widen the column past a phone.
export const amount = style({ fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} ${amount}`, { textAlign: 'right' });
globalStyle(`${table} td${amount}`, { whiteSpace: 'nowrap' });

/** A grid that stacks each row as a labelled block on phones (cells carry data-label). */
export const stacked = layout.cardTable;

export const groupRow = style({ background: vars.color.page, fontWeight: 700 });
globalStyle(`${table} ${groupRow} th`, { color: vars.color.text });

export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'center' });

export const resultPage = style([layout.surface, { maxWidth: '560px', margin: '0 auto', textAlign: 'center', padding: vars.space.lg }]);

export const resultIcon = style({
  fontSize: '3rem',
  lineHeight: 1,
  selectors: { '&[data-outcome="success"]': { color: vars.color.success }, '&[data-outcome="failed"]': { color: vars.color.danger }, '&[data-outcome="cancel"]': { color: vars.color.muted }, '&[data-outcome="unconfirmed"]': { color: vars.color.muted } },
});

/** The details and invoice modal: the shared modal, wider; its body scrolls and its actions stay (docs/architecture.md#dialogs). */
export const wideModal = style([controls.modal, { maxWidth: '640px', padding: vars.space.md }]);

/** The invoice fills the dialog as a column, so its figures scroll and Print Invoice stays in reach. */
export const invoice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0, flex: '1 1 auto' });

export const invoiceParties = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [wide]: { gridTemplateColumns: '1fr 1fr' } } });

/** Label beside value; on a phone the label stands above its value, so enlarged text never leaves the value a sliver. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  '@media': { [phoneWidth]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});
globalStyle(`${facts} dd + dt`, { '@media': { [phoneWidth]: { marginTop: vars.space.sm } } });
globalStyle(`${facts} dt`, { color: vars.color.muted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

/** On the invoice modal's overlay: while printing, the page behind and the overlay's dimming go. */
export const printRoot = style({
  '@media': {
    print: { position: 'static', display: 'block', padding: 0, background: 'none', backdropFilter: 'none' },
  },
});
/**
 * On <body> while the invoice is open (InvoiceModal), so the page behind it is not printed: a class
 * rather than `body:has(overlay)`, which Chrome before 105 drops (docs/browsers.md#css).
 */
export const printingInvoice = style({});
globalStyle(`${printingInvoice} #root`, { '@media': { print: { display: 'none' } } });
globalStyle(`${printRoot} ${wideModal}`, { '@media': { print: { maxWidth: 'none', maxHeight: 'none', overflow: 'visible', boxShadow: 'none', padding: 0 } } });
// On paper the whole invoice, unscrolled, and no buttons.
globalStyle(`${printRoot} ${controls.dialogBody}`, { '@media': { print: { overflow: 'visible' } } });
globalStyle(`${printRoot} ${controls.dialogFooter}`, { '@media': { print: { display: 'none' } } });
