// Control styles keyed on react-aria's data-* attributes (STYLE.md: styling follows state).
import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as layout from '../theme/layout.css';
import { phoneWidth } from '../theme/media';
import { vars } from '../theme/theme.css';

const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '44px',
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    border: '1px solid transparent',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    textDecoration: 'none',
    // A label longer than the screen is wide (large text on a phone) wraps inside the button
    // instead of pushing it past the edge (issue 29 item 3).
    maxWidth: '100%',
    textAlign: 'center',
    overflowWrap: 'anywhere',
    selectors: {
      // A stand-in (./deferred) is a plain button until its real control arrives.
      '&[data-focus-visible], &:focus-visible': focusRing,
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    kind: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        // A plain button (the login card's, docs/access.md#login-before-script) has no data-pressed: :active.
        selectors: { '&[data-hovered]:not([data-disabled]), &[data-pressed], &:not([data-rac]):active': { background: vars.color.primaryHover } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.page } },
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
        selectors: { '&[data-hovered], &[data-pressed]': { background: 'rgba(31,95,191,.08)' } },
      },
    },
    wide: { true: { width: '100%' } },
  },
  defaultVariants: { kind: 'primary' },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.font.size.sm });

export const input = style({
  minHeight: '44px',
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  color: 'inherit',
  selectors: {
    '&[data-focused], &:not([data-rac]):focus': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-1px' },
    // A field a rule refused (docs/access.md#registration-problems): a thicker danger border.
    '&[data-invalid], &[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
  },
});

/** The refused field's own message, under it. */
export const fieldError = style({ fontSize: vars.font.size.sm, color: vars.color.danger, fontWeight: 600 });

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const selectButton = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    textAlign: 'left',
    cursor: 'pointer',
    selectors: { '&[data-focus-visible], &:focus-visible': focusRing, '&[data-disabled]': { opacity: 0.5 } },
  },
]);

/**
 * The chosen value, or the placeholder, wrapped rather than cut: a long choice ('Bangladesh University
 * of Engineering and Technology (BUET) (Engineering unit)') at 200% text on a phone must still say
 * which unit it is.
 */
export const placeholder = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', paddingBlock: '6px', selectors: { '&[data-placeholder]': { color: vars.color.muted } } });

export const popover = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.pop,
  minWidth: 'var(--trigger-width)',
  maxHeight: '320px',
  overflow: 'auto',
});

export const listBox = style({ outline: 'none', padding: vars.space.xs });

export const option = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: 'rgba(31,95,191,.1)' },
    '&[data-selected]': { fontWeight: 700 },
  },
});

export const checkbox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
});

export const checkboxBox = style({
  flex: '0 0 auto',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  border: `2px solid ${vars.color.border}`,
  borderRadius: '4px',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.primaryText,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const link = style({
  color: vars.color.primary,
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: { '&[data-focus-visible]': focusRing },
});

/** The list of every refused field inside an alert. */
export const alertList = style({ margin: 0, paddingLeft: vars.space.lg });

export const alert = style({
  color: vars.color.danger,
  background: '#fdecea',
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
});

export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  // One column no wider than the screen, whatever the dialog holds at a large text size.
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  // docs/access.md#subscription-gate: the blocking dialogs sit over a blurred page.
  backdropFilter: 'blur(4px)',
  // docs/architecture.md#dialogs: on a phone a dialog stands on the bottom edge, so what it adds
  // while it loads grows it upward and never moves the box or the buttons under a thumb.
  '@media': { [phoneWidth]: { placeItems: 'end center' } },
});

/** A dialog is never taller than the screen (docs/architecture.md#dialogs); dvh where the browser knows it. */
const screenHigh = [`calc(100vh - 2 * ${vars.space.md})`, `calc(100dvh - 2 * ${vars.space.md})`];

export const modal = style({
  width: '100%',
  maxWidth: '420px',
  maxHeight: screenHigh,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.pop,
  padding: vars.space.lg,
  '@media': { [phoneWidth]: { padding: vars.space.md } },
});

export const dialog = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0, flex: '1 1 auto' });

/**
 * What a dialog says scrolls inside it; its title above and its footer (the box to tick, the
 * buttons) below stay on screen however long the text or large the font (docs/architecture.md#dialogs).
 */
export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: 0,
  flex: '1 1 auto',
  overflowY: 'auto',
  // Room for a focus ring inside the scrolling edge.
  padding: '4px',
  margin: '-4px',
});

export const dialogFooter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flexShrink: 0 });

globalStyle(`${dialog} > h2`, { flexShrink: 0, margin: 0 });

/** The browser's own <dialog> shown as the modal above (./ResidentDialog). */
export const residentDialog = style([
  modal,
  dialog,
  {
    border: 'none',
    color: 'inherit',
    width: `calc(100% - 2 * ${vars.space.md})`,
    maxHeight: screenHigh,
    overflow: 'hidden',
    '@media': { [phoneWidth]: { marginBottom: vars.space.md } },
    selectors: {
      // The author display above would otherwise show a closed dialog.
      '&:not([open])': { display: 'none' },
      '&::backdrop': { background: vars.color.overlay, backdropFilter: 'blur(4px)' },
    },
  },
]);

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const menu = style({ outline: 'none', padding: vars.space.xs, minWidth: '180px' });

export const menuItem = style([option, { display: 'block', color: 'inherit', textDecoration: 'none' }]);

export const dateGroup = style([input, { display: 'flex', alignItems: 'center', gap: vars.space.xs }]);

export const dateInput = style({ display: 'flex', flex: 1 });

export const dateSegment = style({
  padding: '0 2px',
  borderRadius: '3px',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.muted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const calendar = style({ padding: vars.space.sm });

export const calendarHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const calendarSelects = style({ display: 'flex', gap: vars.space.xs, flex: 1, justifyContent: 'center' });

export const calendarSelect = style({
  minHeight: '36px',
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  color: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-1px' } },
});

export const calendarCell = style({
  width: '36px',
  height: '36px',
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.border, cursor: 'default' },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-focus-visible]': focusRing,
  },
});

// react-aria keeps the real checkbox in a visually hidden wrapper, the label's first child; laying
// that wrapper (transparent) over the drawn box keeps the box the hit target for pointers and
// automation. (Not `span:has(> input)`: Chrome before 105 drops the rule, docs/browsers.md#css.)
globalStyle(`${checkbox} > span:first-child`, {
  top: '2px !important',
  left: '0 !important',
  width: '20px !important',
  height: '20px !important',
  margin: '0 !important',
  clip: 'auto !important',
  clipPath: 'none !important',
  zIndex: 1,
});

globalStyle(`${checkbox} input`, { width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' });

/**
 * A file input kept in the page (focusable, labelled, what tests and assistive tech use) but not
 * drawn: its label, styled as a button, is what people see and press.
 */
export const fileInput = style([layout.hiddenRule, { opacity: 0 }]);

export const filePicker = style({ position: 'relative', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

// The name wraps rather than being cut ('No photo c…' on a phone, issue 28); a long file name breaks anywhere.
export const fileName = style({ flex: '1 1 8em', minWidth: 0, overflowWrap: 'anywhere', color: vars.color.muted });

globalStyle(`${fileInput}:focus-visible + label`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

/** A screen's one message (loading, unavailable, nothing to show) in the middle of its column. */
export const centered = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, padding: vars.space.xl, textAlign: 'center' });
export const notice = style({ fontSize: vars.font.size.lg, fontWeight: 600 });
export const centeredActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });
