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

/** Each prefix's Bangla name and its symbol as TeX, by English name. */
export const prefixesBn: Readonly<Record<string, { name: string; symbol: string }>> = {
  exa: { name: 'এক্সা', symbol: '\\mathrm{E}' },
  peta: { name: 'পেটা', symbol: '\\mathrm{P}' },
  tera: { name: 'টেরা', symbol: '\\mathrm{T}' },
  giga: { name: 'গিগা', symbol: '\\mathrm{G}' },
  mega: { name: 'মেগা', symbol: '\\mathrm{M}' },
  kilo: { name: 'কিলো', symbol: '\\mathrm{k}' },
  hecto: { name: 'হেক্টো', symbol: '\\mathrm{h}' },
  deca: { name: 'ডেকা', symbol: '\\mathrm{da}' },
  deci: { name: 'ডেসি', symbol: '\\mathrm{d}' },
  centi: { name: 'সেন্টি', symbol: '\\mathrm{c}' },
  milli: { name: 'মিলি', symbol: '\\mathrm{m}' },
  micro: { name: 'মাইক্রো', symbol: '\\mu' },
  nano: { name: 'ন্যানো', symbol: '\\mathrm{n}' },
  pico: { name: 'পিকো', symbol: '\\mathrm{p}' },
  femto: { name: 'ফেমটো', symbol: '\\mathrm{f}' },
  atto: { name: 'অ্যাটো', symbol: '\\mathrm{a}' },
};

/**
 * Each quantity in Bangla, by slug: its name, the name with the genitive ending (`of`: 'বলের'),
 * its unit's Bangla name and the unit's symbol as TeX.
 */
export const quantitiesBn: Readonly<Record<string, { name: string; of: string; unit: string; symbol: string }>> = {
  length: { name: 'দৈর্ঘ্য', of: 'দৈর্ঘ্যের', unit: 'মিটার', symbol: '\\mathrm{m}' },
  mass: { name: 'ভর', of: 'ভরের', unit: 'কিলোগ্রাম', symbol: '\\mathrm{kg}' },
  time: { name: 'সময়', of: 'সময়ের', unit: 'সেকেন্ড', symbol: '\\mathrm{s}' },
  current: { name: 'তড়িৎ প্রবাহ', of: 'তড়িৎ প্রবাহের', unit: 'অ্যাম্পিয়ার', symbol: '\\mathrm{A}' },
  temperature: { name: 'তাপগতীয় তাপমাত্রা', of: 'তাপগতীয় তাপমাত্রার', unit: 'কেলভিন', symbol: '\\mathrm{K}' },
  amount: { name: 'পদার্থের পরিমাণ', of: 'পদার্থের পরিমাণের', unit: 'মোল', symbol: '\\mathrm{mol}' },
  'luminous-intensity': { name: 'দীপন তীব্রতা', of: 'দীপন তীব্রতার', unit: 'ক্যান্ডেলা', symbol: '\\mathrm{cd}' },
  area: { name: 'ক্ষেত্রফল', of: 'ক্ষেত্রফলের', unit: 'বর্গমিটার', symbol: '\\mathrm{m^{2}}' },
  volume: { name: 'আয়তন', of: 'আয়তনের', unit: 'ঘনমিটার', symbol: '\\mathrm{m^{3}}' },
  density: { name: 'ঘনত্ব', of: 'ঘনত্বের', unit: 'কিলোগ্রাম প্রতি ঘনমিটার', symbol: '\\mathrm{kg\\,m^{-3}}' },
  velocity: { name: 'বেগ', of: 'বেগের', unit: 'মিটার প্রতি সেকেন্ড', symbol: '\\mathrm{m\\,s^{-1}}' },
  acceleration: { name: 'ত্বরণ', of: 'ত্বরণের', unit: 'মিটার প্রতি বর্গসেকেন্ড', symbol: '\\mathrm{m\\,s^{-2}}' },
  momentum: { name: 'ভরবেগ', of: 'ভরবেগের', unit: 'কিলোগ্রাম মিটার প্রতি সেকেন্ড', symbol: '\\mathrm{kg\\,m\\,s^{-1}}' },
  force: { name: 'বল', of: 'বলের', unit: 'নিউটন', symbol: '\\mathrm{N}' },
  energy: { name: 'শক্তি', of: 'শক্তির', unit: 'জুল', symbol: '\\mathrm{J}' },
  power: { name: 'ক্ষমতা', of: 'ক্ষমতার', unit: 'ওয়াট', symbol: '\\mathrm{W}' },
  pressure: { name: 'চাপ', of: 'চাপের', unit: 'প্যাসকেল', symbol: '\\mathrm{Pa}' },
  frequency: { name: 'কম্পাঙ্ক', of: 'কম্পাঙ্কের', unit: 'হার্জ', symbol: '\\mathrm{Hz}' },
  charge: { name: 'তড়িৎ আধান', of: 'তড়িৎ আধানের', unit: 'কুলম্ব', symbol: '\\mathrm{C}' },
  'potential-difference': { name: 'বিভব পার্থক্য', of: 'বিভব পার্থক্যের', unit: 'ভোল্ট', symbol: '\\mathrm{V}' },
  resistance: { name: 'তড়িৎ রোধ', of: 'তড়িৎ রোধের', unit: 'ওহম', symbol: '\\Omega' },
  capacitance: { name: 'ধারকত্ব', of: 'ধারকত্বের', unit: 'ফ্যারাড', symbol: '\\mathrm{F}' },
  'magnetic-flux': { name: 'চৌম্বক ফ্লাক্স', of: 'চৌম্বক ফ্লাক্সের', unit: 'ওয়েবার', symbol: '\\mathrm{Wb}' },
  'magnetic-flux-density': { name: 'চৌম্বক ফ্লাক্স ঘনত্ব', of: 'চৌম্বক ফ্লাক্স ঘনত্বের', unit: 'টেসলা', symbol: '\\mathrm{T}' },
  inductance: { name: 'আবেশ গুণাঙ্ক', of: 'আবেশ গুণাঙ্কের', unit: 'হেনরি', symbol: '\\mathrm{H}' },
  activity: { name: 'তেজস্ক্রিয় উৎসের সক্রিয়তা', of: 'তেজস্ক্রিয় উৎসের সক্রিয়তার', unit: 'বেকেরেল', symbol: '\\mathrm{Bq}' },
};
