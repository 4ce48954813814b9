// The calendar glyph of date fields, a module of its own: a field shows it on first paint, while
// the calendar it opens (CalendarMonth, with its month and year selects) is fetched on demand.
export function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
