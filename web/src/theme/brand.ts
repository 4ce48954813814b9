// The colours the theme and the installed app's manifest share (docs/shell.md#installable): the
// manifest's theme and background colours are the theme's primary and page colours.
export const brandColours = {
  primary: '#1f5fbf',
  page: '#f5f7fb',
} as const;
