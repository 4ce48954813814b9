// Address data for registration, docs/access.md#countries: 20 dialling codes and Bangladesh's divisions.
export type CountryCode = { country: string; code: string; iso2: string };
export type Division = { name: string; districts: readonly string[] };

/** docs/access.md#countries: exactly these 20 countries; Bangladesh (+880) first and default. */
export const countryCodes: readonly CountryCode[] = [
  { country: 'Bangladesh', code: '+880', iso2: 'BD' },
  { country: 'India', code: '+91', iso2: 'IN' },
  { country: 'USA', code: '+1', iso2: 'US' },
  { country: 'UK', code: '+44', iso2: 'GB' },
  { country: 'China', code: '+86', iso2: 'CN' },
  { country: 'Japan', code: '+81', iso2: 'JP' },
  { country: 'Indonesia', code: '+62', iso2: 'ID' },
  { country: 'Nigeria', code: '+234', iso2: 'NG' },
  { country: 'France', code: '+33', iso2: 'FR' },
  { country: 'Germany', code: '+49', iso2: 'DE' },
  { country: 'Brazil', code: '+55', iso2: 'BR' },
  { country: 'Pakistan', code: '+92', iso2: 'PK' },
  { country: 'Iran', code: '+98', iso2: 'IR' },
  { country: 'Philippines', code: '+63', iso2: 'PH' },
  { country: 'Saudi Arabia', code: '+966', iso2: 'SA' },
  { country: 'Russia', code: '+7', iso2: 'RU' },
  { country: 'Italy', code: '+39', iso2: 'IT' },
  { country: 'Egypt', code: '+20', iso2: 'EG' },
  { country: 'South Africa', code: '+27', iso2: 'ZA' },
  { country: 'South Korea', code: '+82', iso2: 'KR' },
];

export const defaultCountryCode: CountryCode = { country: 'Bangladesh', code: '+880', iso2: 'BD' };

/**
 * The 8 administrative divisions of Bangladesh and their 64 districts (zila), with the
 * official English spellings adopted in 2018 (Chattogram, Barishal, Cumilla, Jashore, Bogura).
 */
export const bangladeshDivisions: readonly Division[] = [
  { name: 'Barishal', districts: ['Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur'] },
  {
    name: 'Chattogram',
    districts: [
      'Bandarban',
      'Brahmanbaria',
      'Chandpur',
      'Chattogram',
      "Cox's Bazar",
      'Cumilla',
      'Feni',
      'Khagrachhari',
      'Lakshmipur',
      'Noakhali',
      'Rangamati',
    ],
  },
  {
    name: 'Dhaka',
    districts: [
      'Dhaka',
      'Faridpur',
      'Gazipur',
      'Gopalganj',
      'Kishoreganj',
      'Madaripur',
      'Manikganj',
      'Munshiganj',
      'Narayanganj',
      'Narsingdi',
      'Rajbari',
      'Shariatpur',
      'Tangail',
    ],
  },
  {
    name: 'Khulna',
    districts: [
      'Bagerhat',
      'Chuadanga',
      'Jashore',
      'Jhenaidah',
      'Khulna',
      'Kushtia',
      'Magura',
      'Meherpur',
      'Narail',
      'Satkhira',
    ],
  },
  { name: 'Mymensingh', districts: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'] },
  {
    name: 'Rajshahi',
    districts: ['Bogura', 'Chapainawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj'],
  },
  {
    name: 'Rangpur',
    districts: ['Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon'],
  },
  { name: 'Sylhet', districts: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'] },
];

/** The districts of a division, empty for an unknown name (the district select stays empty). */
export function districtsOf(division: string): readonly string[] {
  return bangladeshDivisions.find((d) => d.name === division)?.districts ?? [];
}

/** The dialling-code entry for a code such as '+880'. */
export function countryByCode(code: string): CountryCode | undefined {
  return countryCodes.find((c) => c.code === code);
}
