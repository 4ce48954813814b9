// docs/access.md#subscription-gate: the blocking 'Subscription Required' dialog shows when the
// learner's list of subscribed packages is empty. It stays off the pages where a package is
// bought, or the learner could never reach the purchase the dialog asks for.
import { isAdminPath } from '../shell/routes';

const buyingPaths = ['/packages', '/offers', '/custom-packages', '/purchase'];

export function isBuyingPage(pathname: string): boolean {
  return buyingPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** `subscribedPackages` is undefined while the list is still loading: no dialog before we know. */
export function showsSubscriptionRequired(pathname: string, subscribedPackages: number | undefined): boolean {
  // docs/access.md#subscription-gate: nor on the Admin's pages, which are not for learning.
  return subscribedPackages === 0 && !isBuyingPage(pathname) && !isAdminPath(pathname);
}
