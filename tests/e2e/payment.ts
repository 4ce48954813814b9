// A learner's package paid for through the api's SSLCommerz simulator over HTTP, as the browser
// would post its forms (docs/commerce.md#simulator): for a suite whose subject is not the payment.
import type { Graphql } from './graphqlClient';

/** Buys Premium Monthly for `token`'s learner on the product at `url` and pays for it in the simulator. */
export async function paidMonthly(graphql: Graphql, url: string, token: string): Promise<void> {
  const { packages } = await graphql<{ packages: Array<{ id: number; name: string }> }>('{ packages(type: "monthly") { id name } }', {}, token);
  const monthly = packages.find((p) => p.name === 'Premium Monthly') ?? packages[0];
  if (!monthly) throw new Error('no monthly package');
  const { purchase } = await graphql<{ purchase: { ssl_url: string } }>('mutation($p: Int!, $d: Int) { purchase(package: $p, duration: $d) { ssl_url } }', { p: monthly.id, d: 30 }, token);
  const here = (address: string) => `${url}${new URL(address, url).pathname}${new URL(address, url).search}`;
  const hosted = await (await fetch(here(purchase.ssl_url))).text();
  const key = /name="SESSIONKEY" value="([^"]+)"/.exec(hosted)?.[1] ?? '';
  const decided = await (await fetch(new URL('simulate/', here(purchase.ssl_url)), { method: 'POST', body: new URLSearchParams({ SESSIONKEY: key, outcome: 'pay' }) })).text();
  const action = /action="([^"]+)"/.exec(decided)?.[1] ?? '';
  const fields = Object.fromEntries([...decided.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
  const back = await fetch(here(action), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  if (back.status !== 303) throw new Error(`the simulator's return answered ${back.status}`);
}
