// The logout dialog and its machine (./LogoutDialog.tsx) are fetched after the first paint, and at
// once when Logout is pressed before that; prefetched so that logout also works with the network
// gone (web/src/controls/deferred.tsx).
import type { LearnerId } from '@proshno/engine';
import { deferred, useLoadedWhile } from '../controls/deferred';

const flow = deferred(() => import('./LogoutDialog'), { prefetch: true });

/** `asked` counts the presses of Logout; each one opens the dialog. */
export function Logout({ learner, asked }: { learner: LearnerId; asked: number }) {
  const module = useLoadedWhile(flow, asked > 0);
  return module === undefined ? null : <module.LogoutFlow learner={learner} asked={asked} />;
}
