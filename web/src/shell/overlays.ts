// The shell's menus and drawer come in one fetch, on the first intent toward any of them.
import { deferred } from '../controls/deferred';

export const shellOverlays = deferred(() => import('./ShellOverlays'));
