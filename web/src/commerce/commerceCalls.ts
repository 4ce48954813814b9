// The commerce screens' calls against the gateway (./operations.graphql): starting a payment is
// the actor the engine's subscribe and custom plan machines invoke.
import type { CustomPurchaseInput, StartPaymentInput, StartPaymentOutput } from '@proshno/engine';
import type { Client } from 'urql';
import { CustomPurchaseDocument, PurchaseDocument } from '../generated/graphql';
import { dataOf } from '../graphql/serverError';

export async function startPayment(client: Client, input: StartPaymentInput): Promise<StartPaymentOutput> {
  const { purchase } = await dataOf(client.mutation(PurchaseDocument, { package: input.package, duration: input.duration ?? null }).toPromise());
  return purchase;
}

export async function startCustomPayment(client: Client, input: CustomPurchaseInput): Promise<StartPaymentOutput> {
  const { customPurchase } = await dataOf(client.mutation(CustomPurchaseDocument, { duration: input.duration, details: input.details }).toPromise());
  return customPurchase;
}

/** Leaves the app for the payment provider's page (docs/commerce.md#payment: the browser navigates to ssl_url). */
export function goToPaymentProvider(sslUrl: string): void {
  window.location.assign(sslUrl);
}
