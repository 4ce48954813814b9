// Money at the api's edges: stored as whole poisha (1/100 BDT) so sums are exact, spoken as BDT
// numbers in JSON and as 'taka.poisha' strings to SSLCommerz.

export function takaOf(poisha: number): number {
  return poisha / 100;
}

export function poishaOf(taka: number): number {
  return Math.round(taka * 100);
}

/** SSLCommerz's total_amount and amount: '299.00'. */
export function sslAmount(poisha: number): string {
  return (poisha / 100).toFixed(2);
}

/** An amount SSLCommerz sent ('299', '299.00', '299.5'), or null when it is not one. */
export function parseSslAmount(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) return null;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
