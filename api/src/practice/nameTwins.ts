// The Bengali names of the starting catalogue (docs/i18n.md#names): its grade, the bank's subjects,
// topics and subtopics, the exam templates and universities, the packages and their lines, as a
// Bangla-version student knows them (the HSC textbooks' terms). Ensured on every start with the
// catalogue itself: a missing twin is added, one already stored (perhaps changed by an admin) stays.
// A unit's twin is its whole label's ('University of Dhaka (A unit)'): a previous-year exam is asked
// for by the unit's own name, so that stays, and its Bengali name depends on the university.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { nameTwins } from '../db/practiceSchema';

export const startingNameTwins: Readonly<Record<string, string>> = {
  HSC: 'এইচএসসি',

  Physics: 'পদার্থবিজ্ঞান',
  'Units and Measurement': 'একক ও পরিমাপ',
  'SI prefixes': 'এসআই উপসর্গ',
  'SI units and dimensions': 'এসআই একক ও মাত্রা',
  'Unit conversions': 'এককের রূপান্তর',
  Kinematics: 'গতিবিদ্যা',
  'Equations of motion': 'গতির সমীকরণ',
  'Free fall': 'মুক্তভাবে পড়ন্ত বস্তু',
  'Velocity–time graphs': 'বেগ-সময় লেখচিত্র',
  Dynamics: 'নিউটনিয়ান বলবিদ্যা',
  "Newton's second law": 'নিউটনের গতির দ্বিতীয় সূত্র',
  Momentum: 'ভরবেগ',
  'Work, Energy and Power': 'কাজ, শক্তি ও ক্ষমতা',
  'Work and kinetic energy': 'কাজ ও গতিশক্তি',
  'Potential energy and power': 'বিভবশক্তি ও ক্ষমতা',
  'Current Electricity': 'চল তড়িৎ',
  "Ohm's law": 'ওহমের সূত্র',
  'Combination of resistors': 'রোধের সমবায়',
  'Electric power and energy': 'তড়িৎ ক্ষমতা ও শক্তি',
  'Waves and Optics': 'তরঙ্গ ও আলোকবিজ্ঞান',
  'Wave speed': 'তরঙ্গের বেগ',
  'Power of a lens': 'লেন্সের ক্ষমতা',
  'Refractive index': 'প্রতিসরাঙ্ক',

  Chemistry: 'রসায়ন',
  'Periodic Table': 'পর্যায় সারণি',
  'Atomic number': 'পারমাণবিক সংখ্যা',
  'Element symbols': 'মৌলের প্রতীক',
  'Atomic mass': 'পারমাণবিক ভর',
  'Position in the periodic table': 'পর্যায় সারণিতে অবস্থান',
  'Electron configuration': 'ইলেকট্রন বিন্যাস',
  'Mole Concept': 'মোল ধারণা',
  'Chemical formulas': 'রাসায়নিক সংকেত',
  'Molar mass': 'মোলার ভর',
  'Mass of a number of moles': 'নির্দিষ্ট মোলের ভর',
  'Molar volume and Avogadro number': 'মোলার আয়তন ও অ্যাভোগাড্রো সংখ্যা',
  'Oxidation and Reduction': 'জারণ-বিজারণ',
  'Oxidation numbers of carbon and nitrogen': 'কার্বন ও নাইট্রোজেনের জারণ সংখ্যা',
  'Oxidation numbers of sulfur, chlorine and phosphorus': 'সালফার, ক্লোরিন ও ফসফরাসের জারণ সংখ্যা',
  'Oxidation numbers in metal compounds, hydrides and peroxides': 'ধাতব যৌগ, হাইড্রাইড ও পারঅক্সাইডে জারণ সংখ্যা',
  'Gas Laws': 'গ্যাসের সূত্রাবলি',
  "Boyle's law": 'বয়েলের সূত্র',
  "Charles's law": 'চার্লসের সূত্র',

  Biology: 'জীববিজ্ঞান',
  'Cell Biology': 'কোষবিদ্যা',
  'Cell organelles': 'কোষীয় অঙ্গাণু',
  'Cell division': 'কোষ বিভাজন',
  'Human Physiology': 'মানব শারীরতত্ত্ব',
  'Endocrine glands': 'অন্তঃক্ষরা গ্রন্থি',
  'Organ systems': 'অঙ্গতন্ত্র',
  'Human body facts': 'মানবদেহের তথ্য',
  Nutrition: 'পুষ্টি',
  'Vitamin deficiency diseases': 'ভিটামিনের অভাবজনিত রোগ',
  'Chemical names and solubility of vitamins': 'ভিটামিনের রাসায়নিক নাম ও দ্রাব্যতা',
  Classification: 'শ্রেণিবিন্যাস',
  'Five-kingdom classification': 'পাঁচ-জগৎ শ্রেণিবিন্যাস',
  'Animal phyla': 'প্রাণীর পর্ব',
  'Scientific names': 'বৈজ্ঞানিক নাম',
  Genetics: 'জিনতত্ত্ব',
  'Monohybrid crosses': 'একসংকর ক্রস',
  'Dihybrid crosses': 'দ্বিসংকর ক্রস',
  'Mendelian ratios and DNA': 'মেন্ডেলীয় অনুপাত ও ডিএনএ',

  'Higher Mathematics': 'উচ্চতর গণিত',
  Differentiation: 'অন্তরীকরণ',
  'Derivatives of polynomials': 'বহুপদীর অন্তরজ',
  'Derivative at a point': 'কোনো বিন্দুতে অন্তরজ',
  Integration: 'যোগজীকরণ',
  'Definite integrals of polynomials': 'বহুপদীর নির্দিষ্ট যোগজ',
  'Indefinite integrals of polynomials': 'বহুপদীর অনির্দিষ্ট যোগজ',
  'Quadratic Equations': 'দ্বিঘাত সমীকরণ',
  'Roots of quadratic equations': 'দ্বিঘাত সমীকরণের মূল',
  'Sum and product of roots': 'মূলদ্বয়ের যোগফল ও গুণফল',
  Discriminant: 'নিশ্চায়ক',
  'Matrices and Determinants': 'ম্যাট্রিক্স ও নির্ণায়ক',
  '2 × 2 determinants': '২ × ২ নির্ণায়ক',
  '3 × 3 determinants': '৩ × ৩ নির্ণায়ক',
  'Permutations and Combinations': 'বিন্যাস ও সমাবেশ',
  Combinations: 'সমাবেশ',
  Permutations: 'বিন্যাস',
  'Arrangements of letters': 'অক্ষরের বিন্যাস',
  'Coordinate Geometry': 'স্থানাঙ্ক জ্যামিতি',
  'Distance between two points': 'দুই বিন্দুর মধ্যবর্তী দূরত্ব',
  'Slope of a line': 'রেখার ঢাল',

  English: 'ইংরেজি',
  Vocabulary: 'শব্দভান্ডার',
  Synonyms: 'সমার্থক শব্দ',
  Antonyms: 'বিপরীত শব্দ',
  'One-word substitution': 'এক কথায় প্রকাশ',
  Grammar: 'ব্যাকরণ',
  'Parts of speech': 'পদ প্রকরণ',
  'Past tense of irregular verbs': 'অনিয়মিত ক্রিয়ার অতীত রূপ',
  'Past participle of irregular verbs': 'অনিয়মিত ক্রিয়ার পাস্ট পার্টিসিপল',
  'Spelling and Word Forms': 'বানান ও শব্দরূপ',
  'Correct spelling': 'শুদ্ধ বানান',
  'Plural forms': 'বহুবচনের রূপ',

  'General Knowledge': 'সাধারণ জ্ঞান',
  'Bangladesh Geography': 'বাংলাদেশের ভূগোল',
  'District to division': 'জেলা থেকে বিভাগ',
  'Districts of each division': 'প্রতিটি বিভাগের জেলা',
  'Bangladesh Affairs': 'বাংলাদেশ বিষয়াবলি',
  'Historic years': 'ঐতিহাসিক সাল',
  'Important dates': 'গুরুত্বপূর্ণ দিবস',
  'National symbols and facts': 'জাতীয় প্রতীক ও তথ্য',
  'Language Movement and Liberation War': 'ভাষা আন্দোলন ও মুক্তিযুদ্ধ',
  'World Affairs': 'আন্তর্জাতিক বিষয়াবলি',
  Capitals: 'রাজধানী',
  'Countries by capital': 'রাজধানী দেখে দেশ',
  Currencies: 'মুদ্রা',
  'Headquarters of international organisations': 'আন্তর্জাতিক সংস্থার সদর দপ্তর',

  'Engineering Admission Model Test': 'প্রকৌশল ভর্তি মডেল টেস্ট',
  'Medical Admission Model Test': 'মেডিকেল ভর্তি মডেল টেস্ট',
  'HSC Science Model Test': 'এইচএসসি বিজ্ঞান মডেল টেস্ট',
  'University Admission Test (Science)': 'বিশ্ববিদ্যালয় ভর্তি পরীক্ষা (বিজ্ঞান)',
  'Medical College Admission Test': 'মেডিকেল কলেজ ভর্তি পরীক্ষা',
  'University of Dhaka': 'ঢাকা বিশ্ববিদ্যালয়',
  'Bangladesh University of Engineering and Technology (BUET)': 'বাংলাদেশ প্রকৌশল বিশ্ববিদ্যালয় (বুয়েট)',
  'University of Rajshahi': 'রাজশাহী বিশ্ববিদ্যালয়',
  'University of Chittagong': 'চট্টগ্রাম বিশ্ববিদ্যালয়',
  'Jahangirnagar University': 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়',
  'Directorate General of Health Services': 'স্বাস্থ্য অধিদপ্তর',
  // The units as Bengali papers name them: the University of Dhaka's by its letters ক, খ, গ; the
  // others' letters spelt out (জাহাঙ্গীরনগর বিশ্ববিদ্যালয় এ ইউনিট).
  'University of Dhaka (A unit)': 'ঢাকা বিশ্ববিদ্যালয় (ক ইউনিট)',
  'University of Dhaka (B unit)': 'ঢাকা বিশ্ববিদ্যালয় (খ ইউনিট)',
  'University of Dhaka (C unit)': 'ঢাকা বিশ্ববিদ্যালয় (গ ইউনিট)',
  'Bangladesh University of Engineering and Technology (BUET) (Engineering unit)': 'বাংলাদেশ প্রকৌশল বিশ্ববিদ্যালয় (বুয়েট) (প্রকৌশল ইউনিট)',
  'University of Rajshahi (A unit)': 'রাজশাহী বিশ্ববিদ্যালয় (এ ইউনিট)',
  'University of Rajshahi (B unit)': 'রাজশাহী বিশ্ববিদ্যালয় (বি ইউনিট)',
  'University of Rajshahi (C unit)': 'রাজশাহী বিশ্ববিদ্যালয় (সি ইউনিট)',
  'University of Chittagong (A unit)': 'চট্টগ্রাম বিশ্ববিদ্যালয় (এ ইউনিট)',
  'University of Chittagong (B unit)': 'চট্টগ্রাম বিশ্ববিদ্যালয় (বি ইউনিট)',
  'University of Chittagong (C unit)': 'চট্টগ্রাম বিশ্ববিদ্যালয় (সি ইউনিট)',
  'University of Chittagong (D unit)': 'চট্টগ্রাম বিশ্ববিদ্যালয় (ডি ইউনিট)',
  'Jahangirnagar University (A unit)': 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয় (এ ইউনিট)',
  'Jahangirnagar University (B unit)': 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয় (বি ইউনিট)',
  'Jahangirnagar University (C unit)': 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয় (সি ইউনিট)',
  'Jahangirnagar University (D unit)': 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয় (ডি ইউনিট)',
  'Jahangirnagar University (E unit)': 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয় (ই ইউনিট)',
  'Directorate General of Health Services (MBBS unit)': 'স্বাস্থ্য অধিদপ্তর (এমবিবিএস ইউনিট)',
  'Directorate General of Health Services (BDS unit)': 'স্বাস্থ্য অধিদপ্তর (বিডিএস ইউনিট)',

  'Exam Sprint': 'এক্সাম স্প্রিন্ট',
  'Weekly Pass': 'সাপ্তাহিক পাস',
  'Premium Monthly': 'প্রিমিয়াম মাসিক',
  'Premium Quarterly': 'প্রিমিয়াম ত্রৈমাসিক',
  'Admission Countdown Offer': 'ভর্তি কাউন্টডাউন অফার',
  'Eid Special Offer': 'ঈদ স্পেশাল অফার',
  'Custom Plan': 'কাস্টম প্ল্যান',
  'Every subject for 3 days': '৩ দিনের জন্য সব বিষয়',
  'Every subject for 7 days': '৭ দিনের জন্য সব বিষয়',
  'Every subject for 30 days': '৩০ দিনের জন্য সব বিষয়',
  'Every subject for 45 days': '৪৫ দিনের জন্য সব বিষয়',
  'Every subject for 90 days': '৯০ দিনের জন্য সব বিষয়',
  'Every subject for 120 days': '১২০ দিনের জন্য সব বিষয়',
  'Unlimited random tests': 'সীমাহীন র‍্যান্ডম টেস্ট',
  'Flashcards and revision': 'ফ্ল্যাশকার্ড ও রিভিশন',
  'Model tests and previous-year papers': 'মডেল টেস্ট ও বিগত বছরের প্রশ্ন',
  'All model tests and previous-year papers': 'সব মডেল টেস্ট ও বিগত বছরের প্রশ্ন',
  'Flashcards, revision and leaderboard': 'ফ্ল্যাশকার্ড, রিভিশন ও লিডারবোর্ড',
  'Scheduled exams with reminders': 'রিমাইন্ডারসহ নির্ধারিত পরীক্ষা',
  'Best value before the admission season': 'ভর্তির মৌসুমের আগে সবচেয়ে সাশ্রয়ী',
  'The grades and subjects you choose': 'আপনার বেছে নেওয়া শ্রেণি ও বিষয়',
};

/** Adds the starting twins the table lacks, in NFC like every stored text (docs/i18n.md#questions). */
export async function seedNameTwins(db: Db): Promise<void> {
  const rows = Object.entries(startingNameTwins).map(([name, bengali]) => ({ name, bengali: bengali.normalize('NFC') }));
  await db.insert(nameTwins).values(rows).onConflictDoNothing();
}

/**
 * Sets a name's Bengali twin as an Admin typed it; an empty one leaves the name's twin as it was.
 * Twins are shared by name: every entry, template, package or line called so is named so.
 */
export async function setNameTwin(db: Db, name: string, bengali: string | undefined): Promise<void> {
  const twin = bengali?.trim() ?? '';
  if (twin === '') return;
  await db.insert(nameTwins).values({ name, bengali: twin }).onConflictDoUpdate({ target: nameTwins.name, set: { bengali: twin } });
}

/** The Bengali twins of these names (a name without one is not in the map). */
export async function nameTwinsOf(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db.select().from(nameTwins).where(inArray(nameTwins.name, [...new Set(names)]));
  return new Map(rows.map((t) => [t.name, t.bengali]));
}
