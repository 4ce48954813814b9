// Auth screen layout: one card, full width on phones, two columns for long forms on desktop.
import { globalStyle, style } from '@vanilla-extract/css';
import { surface } from '../theme/surface.css';
import { vars } from '../theme/theme.css';

export const card = style([surface, {
  width: '100%',
  maxWidth: '440px',
  margin: `${vars.space.md} auto`,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
}]);

export const wideCard = style([card, { maxWidth: '760px' }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const phoneRow = style({ display: 'grid', gridTemplateColumns: 'minmax(120px, 40%) 1fr', gap: vars.space.sm, alignItems: 'start' });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const meter = style({
  height: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});

export const meterFill = style({
  height: '100%',
  background: vars.color.danger,
  selectors: {
    '&[data-score="2"]': { background: '#c27c0e' },
    '&[data-score="3"]': { background: '#3f8f2f' },
    '&[data-score="4"]': { background: vars.color.success },
  },
});

export const notice = style({
  background: '#e8f0fc',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  overflowWrap: 'anywhere',
});

globalStyle(`${notice} p`, { margin: `0 0 ${vars.space.xs}` });

