// What a learner sees around a payment: the subscribe dialog's summary (amount, VAT, methods,
// dates), the payment result pages' details, and the invoice's seller block, PAID mark and A4 print.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const summaryFacts = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xs} ${vars.space.sm}`, margin: 0 });
globalStyle(`${summaryFacts} dt`, { color: vars.color.muted });
globalStyle(`${summaryFacts} dd`, { margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const charge = style({ fontSize: vars.font.size.lg, fontWeight: 800 });

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.page,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
globalStyle(`${note} p`, { margin: 0 });

export const methods = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const method = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35em',
  padding: '0.2em 0.6em',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  // A long method ('Visa, Mastercard and Amex cards') wraps inside its chip at a large text size.
  maxWidth: '100%',
});

export const methodIcon = style({ width: '1.1em', height: '1.1em', flex: 'none' });

export const resultFacts = style([summaryFacts, { textAlign: 'left', margin: `${vars.space.md} 0` }]);

export const resultActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const invoiceTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const brand = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const logo = style({ width: '40px', height: '40px', flex: 'none' });

export const paidMark = style({
  display: 'inline-block',
  padding: '0.15em 0.6em',
  border: `3px solid ${vars.color.success}`,
  borderRadius: vars.radius.sm,
  color: vars.color.success,
  fontWeight: 800,
  fontSize: vars.font.size.lg,
  letterSpacing: '0.12em',
  transform: 'rotate(-6deg)',
  margin: '0 0.4em',
});

export const sellerBlock = style({ fontSize: vars.font.size.sm, fontStyle: 'normal', margin: 0 });

export const vatNote = style({ margin: 0, fontSize: vars.font.size.sm });
