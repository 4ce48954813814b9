// The "My Exam Schedule" table on /home, mobile first.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '960px',
  margin: `${vars.space.md} auto 0`,
  background: vars.color.surface,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm, textAlign: 'left' });

export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const note = style({ margin: 0, color: vars.color.muted, textAlign: 'center', padding: vars.space.md });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.sm });
