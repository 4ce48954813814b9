// SI prefixes and units (SI Brochure, 9th edition) with dimensional formulas of mechanical quantities.

export type Prefix = { name: string; symbol: string; power: number };

export const prefixes: readonly Prefix[] = [
  { name: 'exa', symbol: 'E', power: 18 },
  { name: 'peta', symbol: 'P', power: 15 },
  { name: 'tera', symbol: 'T', power: 12 },
  { name: 'giga', symbol: 'G', power: 9 },
  { name: 'mega', symbol: 'M', power: 6 },
  { name: 'kilo', symbol: 'k', power: 3 },
  { name: 'hecto', symbol: 'h', power: 2 },
  { name: 'deca', symbol: 'da', power: 1 },
  { name: 'deci', symbol: 'd', power: -1 },
  { name: 'centi', symbol: 'c', power: -2 },
  { name: 'milli', symbol: 'm', power: -3 },
  { name: 'micro', symbol: 'µ', power: -6 },
  { name: 'nano', symbol: 'n', power: -9 },
  { name: 'pico', symbol: 'p', power: -12 },
  { name: 'femto', symbol: 'f', power: -15 },
  { name: 'atto', symbol: 'a', power: -18 },
];

/** `dimension` is TeX, given only where it is unambiguous in M, L, T. */
export type Quantity = { slug: string; name: string; unit: string; dimension?: string };

export const quantities: readonly Quantity[] = [
  { slug: 'length', name: 'length', unit: 'metre (m)', dimension: '[L]' },
  { slug: 'mass', name: 'mass', unit: 'kilogram (kg)', dimension: '[M]' },
  { slug: 'time', name: 'time', unit: 'second (s)', dimension: '[T]' },
  { slug: 'current', name: 'electric current', unit: 'ampere (A)' },
  { slug: 'temperature', name: 'thermodynamic temperature', unit: 'kelvin (K)' },
  { slug: 'amount', name: 'amount of substance', unit: 'mole (mol)' },
  { slug: 'luminous-intensity', name: 'luminous intensity', unit: 'candela (cd)' },
  { slug: 'area', name: 'area', unit: 'square metre (m²)', dimension: '[L^{2}]' },
  { slug: 'volume', name: 'volume', unit: 'cubic metre (m³)', dimension: '[L^{3}]' },
  { slug: 'density', name: 'density', unit: 'kilogram per cubic metre (kg m⁻³)', dimension: '[ML^{-3}]' },
  { slug: 'velocity', name: 'velocity', unit: 'metre per second (m s⁻¹)', dimension: '[LT^{-1}]' },
  { slug: 'acceleration', name: 'acceleration', unit: 'metre per second squared (m s⁻²)', dimension: '[LT^{-2}]' },
  { slug: 'momentum', name: 'momentum', unit: 'kilogram metre per second (kg m s⁻¹)', dimension: '[MLT^{-1}]' },
  { slug: 'force', name: 'force', unit: 'newton (N)', dimension: '[MLT^{-2}]' },
  { slug: 'energy', name: 'energy', unit: 'joule (J)', dimension: '[ML^{2}T^{-2}]' },
  { slug: 'power', name: 'power', unit: 'watt (W)', dimension: '[ML^{2}T^{-3}]' },
  { slug: 'pressure', name: 'pressure', unit: 'pascal (Pa)', dimension: '[ML^{-1}T^{-2}]' },
  { slug: 'frequency', name: 'frequency', unit: 'hertz (Hz)', dimension: '[T^{-1}]' },
  { slug: 'charge', name: 'electric charge', unit: 'coulomb (C)' },
  { slug: 'potential-difference', name: 'potential difference', unit: 'volt (V)' },
  { slug: 'resistance', name: 'electrical resistance', unit: 'ohm (Ω)' },
  { slug: 'capacitance', name: 'capacitance', unit: 'farad (F)' },
  { slug: 'magnetic-flux', name: 'magnetic flux', unit: 'weber (Wb)' },
  { slug: 'magnetic-flux-density', name: 'magnetic flux density', unit: 'tesla (T)' },
  { slug: 'inductance', name: 'inductance', unit: 'henry (H)' },
  { slug: 'activity', name: 'activity of a radioactive source', unit: 'becquerel (Bq)' },
];
