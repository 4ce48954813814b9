// Layout of the shell: top bar, drawer, footer, toasts, spinner (mobile first).
import { style } from '@vanilla-extract/css';
import { ring } from '../theme/spinner.css';
import { vars } from '../theme/theme.css';

const desktop = 'screen and (min-width: 960px)';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const blurred = style({ selectors: { '&[data-blurred]': { filter: 'blur(3px)' } } });

export const main = style({
  flex: 1,
  // The footer starts below the fold whatever the screen shows: a screen growing from its loading
  // state to its content (an exam's questions) would otherwise push a visible footer down, a
  // layout shift (Lighthouse CLS 0.38 on the exam page).
  minHeight: '100vh',
  width: '100%',
  maxWidth: '1120px',
  margin: '0 auto',
  padding: vars.space.md,
  '@media': { [desktop]: { padding: vars.space.lg } },
  // Focused only as the skip link's target.
  selectors: { '&:focus': { outline: 'none' } },
});

/** The top bar's row; with its bottom border it is what a screen's own sticky bar sits below. */
const barRow = 60;
/**
 * Where a screen's own sticky bar sits: below the top bar, whose height AppShell keeps in
 * --top-bar-height (with large text the bar takes two rows, issue 29 item 3), one row until then.
 */
export const topBarHeight = `var(--top-bar-height, ${barRow + 1}px)`;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: vars.space.sm,
  display: 'flex',
  // With large text (Android's font size at 200%) the right-hand items go to a second row
  // instead of past the screen's edge (issue 29 item 3).
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: `${barRow}px`,
  '@media': { [desktop]: { padding: `${vars.space.sm} ${vars.space.md}`, gap: vars.space.sm } },
});

export const brand = style({
  fontWeight: 800,
  fontSize: vars.font.size.lg,
  color: vars.color.primary,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const desktopNav = style({
  display: 'none',
  '@media': { [desktop]: { display: 'flex', alignItems: 'center', gap: vars.space.xs } },
});

export const mobileOnly = style({ '@media': { [desktop]: { display: 'none' } } });

/** The phone's site links, unfolded under the header. */
export const siteMenu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { display: 'none' } },
});

export const navLink = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  background: 'transparent',
  border: 'none',
  font: 'inherit',
  selectors: {
    '&[data-hovered]': { background: vars.color.page },
    '&[data-focus-visible], &:focus-visible': { outline: `3px solid ${vars.color.focus}` },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: 700 },
  },
});

export const avatar = style({
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.page,
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: vars.color.overlay,
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(300px, 85vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.pop,
  overflowY: 'auto',
  padding: vars.space.md,
});

export const drawerNav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const drawerGroupTitle = style({ fontSize: vars.font.size.sm, color: vars.color.muted, margin: `${vars.space.sm} 0 0` });

export const footer = style({
  background: '#10213f',
  color: '#e6ebf5',
  padding: `${vars.space.lg} ${vars.space.md}`,
});

// Columns that may be narrower than their longest word, and words (the support address) that
// break to fit: at 200% text the address alone is wider than a 360 px phone (issue 29 item 3).
export const footerInner = style({
  maxWidth: '1120px',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflowWrap: 'anywhere',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 960px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

// docs/i18n.md#switch: two buttons, the page's language filled.
export const languageSwitch = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, paddingTop: vars.space.xs });

export const languageButton = style({
  font: 'inherit',
  color: '#e6ebf5',
  background: 'transparent',
  border: '1px solid #e6ebf5',
  borderRadius: vars.radius.md,
  minHeight: '44px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: '#e6ebf5', color: '#10213f', cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

// The drawn বাংলা (BanglaWord.tsx) on the text's baseline: its outline reaches 0.408 em below it.
export const banglaWord = style({ verticalAlign: '-0.408em' });

export const footerLink = style({
  color: '#e6ebf5',
  display: 'block',
  padding: `${vars.space.xs} 0`,
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}` } },
});

export const footerTitle = style({ fontSize: vars.font.size.md, textTransform: 'uppercase', letterSpacing: '0.05em' });

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const toastRegion = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  left: vars.space.md,
  zIndex: 100,
  display: 'flex',
  justifyContent: 'flex-end',
  pointerEvents: 'none',
  '@media': { 'screen and (min-width: 640px)': { left: 'auto', maxWidth: '420px' } },
});

// A toast never takes a tap meant for the page (docs/shell.md#toasts): a tap on its words reaches
// whatever lies under them; only its Dismiss button takes taps.
export const toast = style({
  pointerEvents: 'none',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.pop,
  color: '#fff',
  background: vars.color.info,
  selectors: {
    '&[data-kind="success"]': { background: vars.color.success },
    '&[data-kind="error"]': { background: vars.color.danger },
  },
});

export const toastClose = style({
  pointerEvents: 'auto',
  background: 'transparent',
  border: 'none',
  color: 'inherit',
  fontSize: vars.font.size.lg,
  lineHeight: 1,
  cursor: 'pointer',
});

export const fullScreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: 90,
  display: 'grid',
  placeItems: 'center',
  background: 'rgba(255,255,255,.8)',
});

export const spinner = style([ring, { width: '48px', height: '48px', borderWidth: '5px' }]);

export const centered = style({ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center' });

/** A heading focused by the page (tabIndex -1) so a screen reader starts there; not a control, so no ring. */
export const focusedHeading = style({ outline: 'none' });

/** A row of buttons that wraps on a narrow screen or with large text. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', justifyContent: 'center' });

/** Off screen until focused, then over the header's left corner. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: 20,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.pop,
  selectors: { '&:focus': { top: vars.space.sm, outline: `3px solid ${vars.color.focus}` } },
});
