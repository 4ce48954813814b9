// What every resolver gets: a REST client already carrying the caller's token and address, and a
// per-request memo so a list many fields look into (subjects, exam types) is fetched once, and
// the subject names the gateway keeps between requests (docs/api.md#caching).
import type { Language } from '@proshno/engine';
import type { SubjectNames } from './exam/subjectNames';
import type { NameTwins } from './names/nameTwins';
import type { RestClient } from './rest';

export type GatewayContext = {
  rest: RestClient;
  /** The value of `load()` for `key`, loaded at most once per GraphQL request. */
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Subject names by id, one store per gateway, shared by its requests. */
  subjectNames: SubjectNames;
  /** The page's language, from its cookie or Accept-Language (docs/i18n.md#names). */
  language: Language;
  /** The catalogue's Bengali names, one store per gateway. */
  nameTwins: NameTwins;
};

export function requestMemo(): GatewayContext['once'] {
  const values = new Map<string, Promise<unknown>>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let value = values.get(key) as Promise<T> | undefined;
    if (value === undefined) {
      value = load();
      values.set(key, value);
    }
    return value;
  };
}
