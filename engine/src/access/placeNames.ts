// The names of places as the page writes them (docs/i18n.md#places). Apart from ./places.ts, the
// data, which vite.config.ts reads as it loads (Node's own loader, so that module imports nothing).
import { catalogue } from '../i18n/catalogue';

/**
 * The page's names of places, by English name: a catalogue with no words in English (a place is
 * named as it is stored), and Bengali names in Bengali (./places.bn.ts, docs/i18n.md#places).
 */
const placeTwins = catalogue<Readonly<Record<string, string>>>('places', {});

/**
 * A place as the page names it ('Dhaka' → ঢাকা on a Bengali page); a place without a twin (a
 * foreign state or city, a name typed in) as it is. The address stores the English name.
 */
export function placeName(name: string): string {
  return placeTwins[name] ?? name;
}
