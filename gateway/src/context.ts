// What every resolver gets: a REST client already carrying the caller's token and address.
import type { RestClient } from './rest';

export type GatewayContext = {
  rest: RestClient;
};
