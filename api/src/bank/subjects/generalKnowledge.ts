// General Knowledge questions: Bangladesh's divisions and districts, its history and national
// symbols, and world capitals, currencies and organisations.
import { bengaliFacts, divisions, historyDates, historyYears, nationalFacts } from '../data/bangladesh';
import { capitals, currencies, headquarters } from '../data/world';
import { fromFact, othersFrom, section, slug } from '../question';
import type { BankQuestion } from '../types';
import { nfc } from './bengali';

export function generalKnowledgeQuestions(): BankQuestion[] {
  return [...geography(), ...affairs(), ...world()];
}

/** The division a district belongs to. */
export function divisionOf(district: string): string | undefined {
  return Object.entries(divisions).find(([, districts]) => districts.includes(district))?.[0];
}

const S = 'General Knowledge';

function geography(): BankQuestion[] {
  const toDivision = section(S, 'Bangladesh Geography', 'District to division');
  const ofDivision = section(S, 'Bangladesh Geography', 'Districts of each division');
  const divisionNames = Object.keys(divisions);
  const out: BankQuestion[] = [];
  for (const [division, districts] of Object.entries(divisions)) {
    const listed = `${division} division has ${districts.length} districts: ${districts.join(', ')}.`;
    const elsewhere = Object.entries(divisions).flatMap(([d, ds]) => (d === division ? [] : ds));
    for (const district of districts) {
      out.push(
        toDivision({
          key: `gk.bd.district-division.${slug(district)}`,
          question: `${district} district is in which division?`,
          answer: division,
          distractors: othersFrom(`gk.bd.district-division.${slug(district)}`, divisionNames, division),
          explanation: listed,
        }),
        ofDivision({
          key: `gk.bd.division-district.${slug(division)}.${slug(district)}`,
          question: `Which of these districts is in ${division} division?`,
          answer: district,
          distractors: othersFrom(`gk.bd.division-district.${slug(division)}.${slug(district)}`, elsewhere, district),
          explanation: listed,
        }),
      );
    }
    const n = districts.length;
    out.push(
      ofDivision({
        key: `gk.bd.district-count.${slug(division)}`,
        question: `How many districts are there in ${division} division?`,
        answer: String(n),
        distractors: [n + 1, n - 1, n + 2, n - 2, n + 3].filter((x) => x > 0).map(String),
        explanation: listed,
      }),
    );
  }
  return out;
}

function affairs(): BankQuestion[] {
  const years = section(S, 'Bangladesh Affairs', 'Historic years');
  const dates = section(S, 'Bangladesh Affairs', 'Important dates');
  const national = section(S, 'Bangladesh Affairs', 'National symbols and facts');
  const history = section(S, 'Bangladesh Affairs', 'Language Movement and Liberation War');
  return [
    ...historyYears.map((f) => fromFact(years, 'gk.bd.year', f)),
    ...historyDates.map((f) => fromFact(dates, 'gk.bd.date', f)),
    ...nationalFacts.map((f) => fromFact(national, 'gk.bd.national', f)),
    // Written in Bengali only: no English twin.
    ...bengaliFacts.map(([id, question, answer, wrong, why]) =>
      history({ key: `gk.bd.bn.${id}`, language: 'bn', question: nfc(question), answer: nfc(answer), distractors: wrong.map(nfc), explanation: nfc(why) }),
    ),
  ];
}

function world(): BankQuestion[] {
  const capital = section(S, 'World Affairs', 'Capitals');
  const countryOf = section(S, 'World Affairs', 'Countries by capital');
  const currency = section(S, 'World Affairs', 'Currencies');
  const hq = section(S, 'World Affairs', 'Headquarters of international organisations');
  const cities = capitals.map(([, c]) => c);
  const countries = capitals.map(([c]) => c);
  const money = currencies.map(([, m]) => m);
  const hqCities = [...new Set(headquarters.map(([, c]) => c))];
  return [
    ...capitals.flatMap(([country, city]) => [
      capital({
        key: `gk.world.capital.${slug(country)}`,
        question: `What is the capital of ${the(country)}?`,
        answer: city,
        distractors: othersFrom(`gk.world.capital.${slug(country)}`, cities, city),
        explanation: `${city} is the capital of ${the(country)}.`,
      }),
      countryOf({
        key: `gk.world.country-of.${slug(city)}`,
        question: `${city} is the capital of which country?`,
        answer: country,
        distractors: othersFrom(`gk.world.country-of.${slug(city)}`, countries, country),
        explanation: `${city} is the capital of ${the(country)}.`,
      }),
    ]),
    ...currencies.map(([country, m]) =>
      currency({
        key: `gk.world.currency.${slug(country)}`,
        question: `What is the currency of ${the(country)}?`,
        answer: m,
        distractors: othersFrom(`gk.world.currency.${slug(country)}`, money, m),
        explanation: `The currency of ${the(country)} is the ${m}.`,
      }),
    ),
    ...headquarters.map(([organisation, city]) =>
      hq({
        key: `gk.world.headquarters.${slug(organisation)}`,
        question: `Where is the headquarters of ${organisation}?`,
        answer: city,
        distractors: othersFrom(`gk.world.headquarters.${slug(organisation)}`, hqCities, city),
        explanation: `${organisation.charAt(0).toUpperCase()}${organisation.slice(1)} is headquartered in ${city}${city.endsWith('.') ? '' : '.'}`,
      }),
    ),
  ];
}

/** 'United States' → 'the United States'; plural and 'Republic' names take the article. */
function the(country: string): string {
  return /^(United |Czech Republic|Philippines|Maldives)/.test(country) ? `the ${country}` : country;
}
