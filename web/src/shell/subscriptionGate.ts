// Where the 'Subscription Required' dialog stays away: the pages where a package is bought.
const buyingPaths = ['/packages', '/offers', '/custom-packages', '/purchase'];

export function isBuyingPage(pathname: string): boolean {
  return buyingPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
