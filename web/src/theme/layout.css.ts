// Layout primitives every screen builds on, mobile first, so a 360 px phone is the first case and
// not an afterthought: a card that fills its column, a sideways scroller that shows it scrolls,
// and a table that turns into one card per row on a phone.
import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { surface } from './surface.css';
import { phoneWidth } from './media';
import { vars } from './theme.css';

export { phoneWidth } from './media';

export { surface } from './surface.css';

/**
 * A surface card. In a column it fills the column's width (never shrinks to its content and
 * centres), and it may shrink below its content's width, so what is inside wraps or scrolls
 * instead of pushing the page sideways.
 */
export const card = style([
  surface,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    alignSelf: 'stretch',
    minWidth: 0,
    maxWidth: '100%',
    padding: vars.space.md,
  },
]);

/** A card whose parts stand further apart: the exam's question, the practice setups, the flashcard. */
export const panel = style([card, { gap: vars.space.md }]);

/** Out of sight but read by a screen reader: a label the eye gets from the layout. */
export const hiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} satisfies StyleRule;
export const visuallyHidden = style(hiddenRule);

/**
 * An option's letter (A to D) in its circle, on the exam and in a review: sized by the text, so
 * large text never spills out of it (issue 29 item 3); 32 px at least, a finger's target.
 */
export const letterCircle = style({
  flex: '0 0 auto',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2em',
  height: '2em',
  minWidth: '32px',
  minHeight: '32px',
  borderRadius: '50%',
  background: vars.color.page,
  fontWeight: 700,
  lineHeight: 1,
});

/**
 * A sideways scroller with a visible cue: a shadow at each edge where content lies beyond it. The
 * covers scroll with the content (`local`) and hide the shadows (`scroll`) at the ends, so the
 * shadow shows exactly while there is more to see on that side.
 */
export const scrollX = style({
  overflowX: 'auto',
  maxWidth: '100%',
  backgroundColor: vars.color.surface,
  backgroundImage: [
    `linear-gradient(to right, ${vars.color.surface} 30%, transparent)`,
    `linear-gradient(to left, ${vars.color.surface} 30%, transparent)`,
    'radial-gradient(farthest-side at 0 50%, rgba(15, 23, 42, 0.28), transparent)',
    'radial-gradient(farthest-side at 100% 50%, rgba(15, 23, 42, 0.28), transparent)',
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
});

/**
 * A data table that, on a phone, shows each row as a card: every cell a line with its column's
 * name before it (the cell's `data-label`), the header row kept for screen readers only. From
 * 720 px it is an ordinary table. Long words break rather than widen the page.
 */
export const cardTable = style({ width: '100%', borderCollapse: 'collapse', overflowWrap: 'anywhere' });
globalStyle(`${cardTable} thead`, {
  '@media': { [phoneWidth]: hiddenRule },
});
globalStyle(`${cardTable}, ${cardTable} tbody, ${cardTable} tfoot`, { '@media': { [phoneWidth]: { display: 'block' } } });
globalStyle(`${cardTable} tr`, {
  '@media': {
    [phoneWidth]: {
      display: 'block',
      padding: `${vars.space.xs} 0`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${cardTable} td, ${cardTable} tbody th`, {
  '@media': {
    [phoneWidth]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: `0 ${vars.space.sm}`,
      border: 'none',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      textAlign: 'right',
    },
  },
});
globalStyle(`${cardTable} td[data-label]::before`, {
  '@media': { [phoneWidth]: { content: 'attr(data-label)', fontWeight: 600, color: vars.color.muted, textAlign: 'left' } },
});
/** A cell without a name (a row's buttons) keeps its contents at the card's end. */
globalStyle(`${cardTable} td:not([data-label])`, { '@media': { [phoneWidth]: { justifyContent: 'flex-end' } } });
