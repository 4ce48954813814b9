// The id a route names (`/exam/12`, `/history/12`, `/contest/12/result`, `/packages/12`) is read
// once, here, where the route is read: the screens get a number, or null when the path names none.

/** The id in a route's `:id`: a whole number from 1 (at most nine digits, a GraphQL Int), else null. */
export function routeIdOf(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
