// The screen widths the stylesheets switch at, in a plain module so a stylesheet that needs one
// does not carry another's rules with it (docs/architecture.md#styles).

/** Below this width a card table shows each row as a card of labelled lines and a dialog stands on the bottom edge. */
export const phoneWidth = 'screen and (max-width: 719px)';
