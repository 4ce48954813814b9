// The shell's menus and drawer come in one fetch, on the first intent toward any of them or,
// at the latest, a few seconds after the page has loaded, so they (and Logout) work offline.
import { deferred } from '../controls/deferred';

export const shellOverlays = deferred(() => import('./ShellOverlays'), { prefetch: true });
