// The theme contract and the light theme (mobile first); components read only `vars`.
import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { brandColours } from './brand';

export const vars = createThemeContract({
  color: {
    page: null,
    surface: null,
    text: null,
    muted: null,
    primary: null,
    primaryText: null,
    primaryHover: null,
    border: null,
    focus: null,
    danger: null,
    success: null,
    info: null,
    overlay: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, pill: null },
  font: { body: null, size: { sm: null, md: null, lg: null, xl: null } },
  shadow: { card: null, pop: null },
});

createGlobalTheme(':root', vars, {
  color: {
    page: brandColours.page,
    surface: '#ffffff',
    text: '#1c2333',
    muted: '#5b6478',
    primary: brandColours.primary,
    primaryText: '#ffffff',
    primaryHover: '#174a96',
    border: '#cfd6e4',
    focus: '#f5a524',
    danger: '#b42318',
    success: '#137a3e',
    info: '#1f5fbf',
    overlay: 'rgba(15, 23, 42, 0.45)',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  radius: { sm: '6px', md: '10px', pill: '999px' },
  font: {
    // The Bengali webfont comes first: its unicode-range (bengali.css) holds Bengali only, so Latin
    // text still falls through to the system face, while a system face that maps Bengali to empty
    // boxes (DejaVu Sans on desktop Linux) never gets the chance.
    body: '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
  shadow: { card: '0 1px 3px rgba(15,23,42,.12)', pop: '0 8px 24px rgba(15,23,42,.2)' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  background: vars.color.page,
  lineHeight: 1.5,
  // A word longer than its line (an e-mail address with large text on a phone) breaks rather
  // than running past the screen's edge; it changes no box's size otherwise (issue 29 item 3).
  overflowWrap: 'break-word',
});
globalStyle('a', { color: vars.color.primary });
globalStyle('h1, h2, h3', { lineHeight: 1.25, margin: `0 0 ${vars.space.sm}` });
globalStyle('h1', { fontSize: '1.6rem', '@media': { 'screen and (min-width: 640px)': { fontSize: '2rem' } } });
globalStyle('h2', { fontSize: '1.2rem' });
