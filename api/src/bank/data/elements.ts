// The first 36 elements with IUPAC standard atomic weights (abridged, as printed in HSC tables).
// Group (1–18) and period follow from the atomic number for Z ≤ 36, see positionOf.

export type Element = { z: number; symbol: string; name: string; mass: string };

export const elements: readonly Element[] = [
  { z: 1, symbol: 'H', name: 'Hydrogen', mass: '1.008' },
  { z: 2, symbol: 'He', name: 'Helium', mass: '4.003' },
  { z: 3, symbol: 'Li', name: 'Lithium', mass: '6.94' },
  { z: 4, symbol: 'Be', name: 'Beryllium', mass: '9.012' },
  { z: 5, symbol: 'B', name: 'Boron', mass: '10.81' },
  { z: 6, symbol: 'C', name: 'Carbon', mass: '12.011' },
  { z: 7, symbol: 'N', name: 'Nitrogen', mass: '14.007' },
  { z: 8, symbol: 'O', name: 'Oxygen', mass: '15.999' },
  { z: 9, symbol: 'F', name: 'Fluorine', mass: '18.998' },
  { z: 10, symbol: 'Ne', name: 'Neon', mass: '20.180' },
  { z: 11, symbol: 'Na', name: 'Sodium', mass: '22.990' },
  { z: 12, symbol: 'Mg', name: 'Magnesium', mass: '24.305' },
  { z: 13, symbol: 'Al', name: 'Aluminium', mass: '26.982' },
  { z: 14, symbol: 'Si', name: 'Silicon', mass: '28.085' },
  { z: 15, symbol: 'P', name: 'Phosphorus', mass: '30.974' },
  { z: 16, symbol: 'S', name: 'Sulfur', mass: '32.06' },
  { z: 17, symbol: 'Cl', name: 'Chlorine', mass: '35.45' },
  { z: 18, symbol: 'Ar', name: 'Argon', mass: '39.948' },
  { z: 19, symbol: 'K', name: 'Potassium', mass: '39.098' },
  { z: 20, symbol: 'Ca', name: 'Calcium', mass: '40.078' },
  { z: 21, symbol: 'Sc', name: 'Scandium', mass: '44.956' },
  { z: 22, symbol: 'Ti', name: 'Titanium', mass: '47.867' },
  { z: 23, symbol: 'V', name: 'Vanadium', mass: '50.942' },
  { z: 24, symbol: 'Cr', name: 'Chromium', mass: '51.996' },
  { z: 25, symbol: 'Mn', name: 'Manganese', mass: '54.938' },
  { z: 26, symbol: 'Fe', name: 'Iron', mass: '55.845' },
  { z: 27, symbol: 'Co', name: 'Cobalt', mass: '58.933' },
  { z: 28, symbol: 'Ni', name: 'Nickel', mass: '58.693' },
  { z: 29, symbol: 'Cu', name: 'Copper', mass: '63.546' },
  { z: 30, symbol: 'Zn', name: 'Zinc', mass: '65.38' },
  { z: 31, symbol: 'Ga', name: 'Gallium', mass: '69.723' },
  { z: 32, symbol: 'Ge', name: 'Germanium', mass: '72.630' },
  { z: 33, symbol: 'As', name: 'Arsenic', mass: '74.922' },
  { z: 34, symbol: 'Se', name: 'Selenium', mass: '78.971' },
  { z: 35, symbol: 'Br', name: 'Bromine', mass: '79.904' },
  { z: 36, symbol: 'Kr', name: 'Krypton', mass: '83.798' },
];

export function elementBySymbol(symbol: string): Element {
  const found = elements.find((e) => e.symbol === symbol);
  if (!found) throw new Error(`no element ${symbol}`);
  return found;
}

/** Period and IUPAC group (1–18) for Z ≤ 36. */
export function positionOf(z: number): { period: number; group: number } {
  if (z <= 2) return { period: 1, group: z === 1 ? 1 : 18 };
  const [period, start] = z <= 10 ? [2, 3] : z <= 18 ? [3, 11] : [4, 19];
  const i = z - start;
  if (period === 4) return { period, group: i + 1 };
  return { period, group: i < 2 ? i + 1 : i + 11 };
}

/** Ground-state configuration for Z ≤ 36 by the Aufbau order, with the Cr and Cu exceptions. */
export function configurationOf(z: number): Array<[orbital: string, electrons: number]> {
  const exceptions: Record<number, Array<[string, number]>> = {
    24: [...aufbau(18), ['3d', 5], ['4s', 1]],
    29: [...aufbau(18), ['3d', 10], ['4s', 1]],
  };
  return exceptions[z] ?? aufbau(z);
}

/** Aufbau filling without exceptions; 3d is written before 4s, as textbooks write the final form. */
export function aufbau(z: number): Array<[string, number]> {
  const order: Array<[string, number]> = [['1s', 2], ['2s', 2], ['2p', 6], ['3s', 2], ['3p', 6], ['4s', 2], ['3d', 10], ['4p', 6]];
  const filled: Array<[string, number]> = [];
  let left = z;
  for (const [orbital, capacity] of order) {
    if (left <= 0) break;
    const n = Math.min(capacity, left);
    filled.push([orbital, n]);
    left -= n;
  }
  const rank = (o: string) => ['1s', '2s', '2p', '3s', '3p', '3d', '4s', '4p'].indexOf(o);
  return filled.sort((a, b) => rank(a[0]) - rank(b[0]));
}
