// Countries with their capitals and currencies, and where international organisations have their
// headquarters. Countries whose capital is disputed or split (e.g. South Africa, Sri Lanka,
// Netherlands, Bolivia) or in transition (Indonesia) are left out.

export const capitals: ReadonlyArray<readonly [country: string, capital: string]> = [
  ['Bangladesh', 'Dhaka'], ['India', 'New Delhi'], ['Pakistan', 'Islamabad'], ['Nepal', 'Kathmandu'],
  ['Bhutan', 'Thimphu'], ['Myanmar', 'Naypyidaw'], ['China', 'Beijing'], ['Japan', 'Tokyo'],
  ['South Korea', 'Seoul'], ['North Korea', 'Pyongyang'], ['Thailand', 'Bangkok'], ['Philippines', 'Manila'],
  ['Vietnam', 'Hanoi'], ['Cambodia', 'Phnom Penh'], ['Laos', 'Vientiane'], ['Mongolia', 'Ulaanbaatar'],
  ['Afghanistan', 'Kabul'], ['Iran', 'Tehran'], ['Iraq', 'Baghdad'], ['Saudi Arabia', 'Riyadh'],
  ['Turkey', 'Ankara'], ['Egypt', 'Cairo'], ['United Arab Emirates', 'Abu Dhabi'], ['Qatar', 'Doha'],
  ['Oman', 'Muscat'], ['Jordan', 'Amman'], ['Syria', 'Damascus'], ['Lebanon', 'Beirut'],
  ['Bahrain', 'Manama'], ['Maldives', 'Malé'], ['Uzbekistan', 'Tashkent'], ['Kazakhstan', 'Astana'],
  ['United Kingdom', 'London'], ['France', 'Paris'], ['Germany', 'Berlin'], ['Italy', 'Rome'],
  ['Spain', 'Madrid'], ['Portugal', 'Lisbon'], ['Belgium', 'Brussels'], ['Austria', 'Vienna'],
  ['Greece', 'Athens'], ['Russia', 'Moscow'], ['Poland', 'Warsaw'], ['Sweden', 'Stockholm'],
  ['Norway', 'Oslo'], ['Denmark', 'Copenhagen'], ['Finland', 'Helsinki'], ['Ireland', 'Dublin'],
  ['Hungary', 'Budapest'], ['Czech Republic', 'Prague'], ['Ukraine', 'Kyiv'], ['United States', 'Washington, D.C.'],
  ['Canada', 'Ottawa'], ['Mexico', 'Mexico City'], ['Cuba', 'Havana'], ['Brazil', 'Brasília'],
  ['Argentina', 'Buenos Aires'], ['Chile', 'Santiago'], ['Peru', 'Lima'], ['Colombia', 'Bogotá'],
  ['Australia', 'Canberra'], ['New Zealand', 'Wellington'], ['Nigeria', 'Abuja'], ['Kenya', 'Nairobi'],
  ['Ethiopia', 'Addis Ababa'], ['Morocco', 'Rabat'], ['Algeria', 'Algiers'], ['Ghana', 'Accra'],
  ['Tunisia', 'Tunis'], ['Kuwait', 'Kuwait City'],
];

export const currencies: ReadonlyArray<readonly [country: string, currency: string]> = [
  ['Bangladesh', 'Taka'], ['India', 'Indian rupee'], ['Pakistan', 'Pakistani rupee'], ['Nepal', 'Nepalese rupee'],
  ['Sri Lanka', 'Sri Lankan rupee'], ['Bhutan', 'Ngultrum'], ['Maldives', 'Rufiyaa'], ['Myanmar', 'Kyat'],
  ['Japan', 'Yen'], ['China', 'Renminbi (yuan)'], ['South Korea', 'Won'], ['Thailand', 'Baht'],
  ['Malaysia', 'Ringgit'], ['Indonesia', 'Rupiah'], ['Vietnam', 'Dong'], ['Afghanistan', 'Afghani'],
  ['Saudi Arabia', 'Saudi riyal'], ['United Arab Emirates', 'Dirham'], ['Kuwait', 'Kuwaiti dinar'], ['Turkey', 'Turkish lira'],
  ['Russia', 'Ruble'], ['United Kingdom', 'Pound sterling'], ['United States', 'US dollar'], ['Switzerland', 'Swiss franc'],
  ['Brazil', 'Real'], ['South Africa', 'Rand'], ['Germany', 'Euro'], ['Mexico', 'Mexican peso'],
];

export const headquarters: ReadonlyArray<readonly [organisation: string, city: string]> = [
  ['the United Nations', 'New York'], ['UNICEF', 'New York'], ['UNESCO', 'Paris'], ['the World Health Organization (WHO)', 'Geneva'],
  ['the International Labour Organization (ILO)', 'Geneva'], ['the World Trade Organization (WTO)', 'Geneva'], ['the International Committee of the Red Cross', 'Geneva'], ['UNHCR', 'Geneva'],
  ['the Food and Agriculture Organization (FAO)', 'Rome'], ['the International Atomic Energy Agency (IAEA)', 'Vienna'], ['OPEC', 'Vienna'], ['the International Monetary Fund (IMF)', 'Washington, D.C.'],
  ['the World Bank', 'Washington, D.C.'], ['the SAARC Secretariat', 'Kathmandu'], ['the ASEAN Secretariat', 'Jakarta'], ['the Organisation of Islamic Cooperation (OIC)', 'Jeddah'],
  ['the Islamic Development Bank', 'Jeddah'], ['the Asian Development Bank', 'Manila'], ['NATO', 'Brussels'], ['the International Court of Justice', 'The Hague'],
  ['the BIMSTEC Secretariat', 'Dhaka'], ['the African Union', 'Addis Ababa'], ['UNEP', 'Nairobi'], ['Interpol', 'Lyon'],
  ['Amnesty International', 'London'], ['the Commonwealth Secretariat', 'London'],
];
