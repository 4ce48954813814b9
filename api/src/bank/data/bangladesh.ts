// Bangladesh's 8 divisions and 64 districts (official English spellings since 2018), and facts
// about its history and national symbols.
import type { Fact } from '../question';

export const divisions: Readonly<Record<string, readonly string[]>> = {
  Dhaka: ['Dhaka', 'Faridpur', 'Gazipur', 'Gopalganj', 'Kishoreganj', 'Madaripur', 'Manikganj', 'Munshiganj', 'Narayanganj', 'Narsingdi', 'Rajbari', 'Shariatpur', 'Tangail'],
  Chattogram: ['Bandarban', 'Brahmanbaria', 'Chandpur', 'Chattogram', "Cox's Bazar", 'Cumilla', 'Feni', 'Khagrachhari', 'Lakshmipur', 'Noakhali', 'Rangamati'],
  Rajshahi: ['Bogura', 'Chapai Nawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj'],
  Khulna: ['Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira'],
  Barishal: ['Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur'],
  Sylhet: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'],
  Rangpur: ['Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon'],
  Mymensingh: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'],
};

export const historyYears: readonly Fact[] = [
  ['plassey', 'In which year was the Battle of Plassey fought?', '1757', ['1764', '1857', '1793'], 'Nawab Siraj-ud-Daulah was defeated at Plassey on 23 June 1757.'],
  ['sepoy-revolt', 'In which year did the Sepoy Revolt (Sipahi Bidroho) take place?', '1857', ['1757', '1905', '1947'], 'The Sepoy Revolt broke out in 1857.'],
  ['partition-of-bengal', 'In which year was Bengal partitioned by Lord Curzon?', '1905', ['1911', '1947', '1857'], 'The Partition of Bengal took effect in 1905.'],
  ['partition-annulled', 'In which year was the Partition of Bengal annulled?', '1911', ['1905', '1919', '1947'], 'The partition was annulled in 1911.'],
  ['lahore-resolution', 'In which year was the Lahore Resolution adopted?', '1940', ['1947', '1935', '1952'], 'The Lahore Resolution was adopted on 23 March 1940.'],
  ['partition-of-india', 'In which year was British India partitioned into India and Pakistan?', '1947', ['1940', '1952', '1971'], 'India and Pakistan became independent in August 1947.'],
  ['language-movement', 'In which year did the Language Movement reach its climax on 21 February?', '1952', ['1947', '1954', '1971'], 'Students were shot on 21 February 1952 demanding Bangla as a state language.'],
  ['united-front', 'In which year did the United Front (Jukta Front) win the East Bengal election?', '1954', ['1952', '1966', '1970'], 'The United Front won the provincial election of 1954.'],
  ['six-point', 'In which year did Bangabandhu Sheikh Mujibur Rahman announce the Six-Point Programme?', '1966', ['1969', '1952', '1970'], 'The Six Points were announced in 1966.'],
  ['mass-uprising', 'In which year did the Mass Uprising in East Pakistan take place?', '1969', ['1966', '1971', '1952'], 'The Mass Uprising (Gano Abhyutthan) was in 1969.'],
  ['general-election', 'In which year was the general election won by the Awami League held in Pakistan?', '1970', ['1969', '1971', '1954'], 'The Awami League won a majority in the December 1970 election.'],
  ['liberation-war', 'In which year did Bangladesh win its Liberation War?', '1971', ['1970', '1972', '1952'], 'Bangladesh became independent after the Liberation War of 1971.'],
  ['constitution', 'In which year was the Constitution of Bangladesh adopted?', '1972', ['1971', '1975', '1973'], 'The Constitution was adopted on 4 November 1972.'],
  ['un-membership', 'In which year did Bangladesh join the United Nations?', '1974', ['1972', '1971', '1976'], 'Bangladesh became a UN member on 17 September 1974.'],
  ['mother-language-day', 'In which year did UNESCO proclaim 21 February as International Mother Language Day?', '1999', ['1952', '2000', '1997'], 'UNESCO proclaimed it on 17 November 1999; it was first observed in 2000.'],
  ['sundarbans-heritage', 'In which year was the Sundarbans (Bangladesh) inscribed as a UNESCO World Heritage Site?', '1997', ['1999', '1985', '2005'], 'The Sundarbans was inscribed in 1997.'],
  ['padma-bridge', 'In which year was the Padma Bridge opened?', '2022', ['2020', '2019', '2023'], 'The Padma Multipurpose Bridge opened on 25 June 2022.'],
  ['mymensingh-division', 'In which year did Mymensingh become a division?', '2015', ['2010', '2018', '1993'], 'Mymensingh Division was formed in 2015.'],
];

export const historyDates: readonly Fact[] = [
  ['martyrs-day', 'Which day is observed as Shaheed Dibas and International Mother Language Day?', '21 February', ['26 March', '16 December', '14 April'], 'The Language Martyrs died on 21 February 1952.'],
  ['independence-day', 'When is the Independence Day of Bangladesh?', '26 March', ['16 December', '21 February', '17 April'], 'Independence was declared on 26 March 1971.'],
  ['victory-day', 'When is the Victory Day of Bangladesh?', '16 December', ['26 March', '14 December', '21 February'], 'Pakistani forces surrendered in Dhaka on 16 December 1971.'],
  ['seventh-march', 'On which date did Bangabandhu give his historic speech at the Racecourse Maidan in 1971?', '7 March', ['26 March', '25 March', '17 April'], 'The speech of 7 March 1971 is in UNESCO’s Memory of the World Register.'],
  ['operation-searchlight', 'On which night did the Pakistan army begin Operation Searchlight in 1971?', '25 March', ['26 March', '7 March', '16 December'], 'The crackdown began on the night of 25 March 1971.'],
  ['mujibnagar', 'On which date did the Mujibnagar Government take oath in 1971?', '17 April', ['10 April', '26 March', '16 December'], 'The government took oath at Baidyanathtala, Meherpur, on 17 April 1971.'],
  ['intellectuals-day', 'Which day is observed as Martyred Intellectuals Day?', '14 December', ['16 December', '21 February', '25 March'], 'Many intellectuals were killed on and around 14 December 1971.'],
  ['armed-forces-day', 'When is Armed Forces Day observed in Bangladesh?', '21 November', ['16 December', '26 March', '7 March'], 'The army, navy and air force launched joint operations on 21 November 1971.'],
  ['pohela-boishakh', 'On which date is Pohela Boishakh (Bangla New Year) celebrated in Bangladesh?', '14 April', ['14 February', '21 February', '1 January'], 'Bangladesh’s revised Bangla calendar fixes Pohela Boishakh on 14 April.'],
  ['constitution-day', 'On which date was the Constitution of Bangladesh adopted?', '4 November 1972', ['16 December 1972', '26 March 1972', '10 January 1972'], 'It was adopted on 4 November 1972 and took effect on 16 December 1972.'],
];

export const nationalFacts: readonly Fact[] = [
  ['flower', 'What is the national flower of Bangladesh?', 'Water lily (Shapla)', ['Rose', 'Lotus', 'Marigold'], 'The shapla (white water lily) is the national flower.'],
  ['fruit', 'What is the national fruit of Bangladesh?', 'Jackfruit', ['Mango', 'Litchi', 'Banana'], 'The jackfruit (kanthal) is the national fruit.'],
  ['animal', 'What is the national animal of Bangladesh?', 'Royal Bengal Tiger', ['Elephant', 'Spotted deer', 'Asian black bear'], 'The Royal Bengal Tiger is the national animal.'],
  ['bird', 'What is the national bird of Bangladesh?', 'Oriental magpie-robin (Doyel)', ['Kingfisher', 'Myna', 'Crow'], 'The doyel is the national bird.'],
  ['fish', 'What is the national fish of Bangladesh?', 'Hilsa (Ilish)', ['Rui', 'Katla', 'Pangas'], 'The ilish is the national fish.'],
  ['tree', 'What is the national tree of Bangladesh?', 'Mango tree', ['Banyan tree', 'Jackfruit tree', 'Palm tree'], 'The mango tree was declared the national tree in 2010.'],
  ['anthem', 'Who wrote the national anthem of Bangladesh, “Amar Shonar Bangla”?', 'Rabindranath Tagore', ['Kazi Nazrul Islam', 'Jasimuddin', 'Michael Madhusudan Dutt'], 'Rabindranath Tagore wrote “Amar Shonar Bangla” in 1905.'],
  ['poet', 'Who is the national poet of Bangladesh?', 'Kazi Nazrul Islam', ['Rabindranath Tagore', 'Jibanananda Das', 'Jasimuddin'], 'Kazi Nazrul Islam, the “Rebel Poet”, is the national poet.'],
  ['memorial', 'Where is the National Memorial (Jatiyo Smriti Soudho)?', 'Savar', ['Gazipur', 'Mujibnagar', 'Narayanganj'], 'The National Memorial honours the martyrs of 1971 at Savar, Dhaka.'],
  ['currency', 'What is the currency of Bangladesh?', 'Taka', ['Rupee', 'Rupiah', 'Ringgit'], 'The Bangladeshi taka (৳) is the currency.'],
  ['sectors', 'Into how many sectors was Bangladesh divided during the Liberation War?', '11', ['7', '9', '13'], 'The war zone was divided into 11 sectors.'],
  ['bir-sreshtho', 'How many freedom fighters received the Bir Sreshtho award?', '7', ['4', '11', '12'], 'Seven martyrs received the highest gallantry award.'],
  ['parliament-seats', 'How many seats of the Jatiya Sangsad are filled by direct election?', '300', ['350', '330', '250'], '300 constituencies elect members directly; 50 more seats are reserved for women.'],
  ['mangrove', 'The Sundarbans is best known as the world’s largest:', 'Mangrove forest', ['Rain forest', 'Coral reef', 'Desert'], 'The Sundarbans is the largest mangrove forest in the world.'],
  ['sea-beach', 'Which is the longest natural sea beach in the world, in Bangladesh?', 'Cox’s Bazar', ['Kuakata', 'Patenga', 'Saint Martin’s Island'], 'Cox’s Bazar beach is about 120 km long.'],
  ['calling-code', 'What is the international calling code of Bangladesh?', '+880', ['+88', '+91', '+977'], 'Bangladesh’s country code is +880.'],
  ['time-zone', 'What is Bangladesh Standard Time?', 'UTC+6', ['UTC+5:30', 'UTC+5', 'UTC+7'], 'Bangladesh Standard Time is six hours ahead of UTC.'],
  ['largest-district', 'Which is the largest district of Bangladesh by area?', 'Rangamati', ['Bandarban', 'Khulna', 'Mymensingh'], 'Rangamati in the Chittagong Hill Tracts is the largest district.'],
];

/**
 * Questions written in Bengali only (no English twin): the Language Movement and the Liberation War.
 * Ids are '<theme>.<n>'; the generator keys them 'gk.bd.bn.<id>'.
 */
export const bengaliFacts: readonly Fact[] = [
  ['language-movement.1', 'ভাষা আন্দোলনে রাষ্ট্রভাষা বাংলার দাবিতে মিছিলে পুলিশ কোন দিন গুলি চালায়?', '২১ ফেব্রুয়ারি ১৯৫২', ['২১ ফেব্রুয়ারি ১৯৪৮', '২১ মার্চ ১৯৪৮', '২৬ মার্চ ১৯৫২'], '১৯৫২ সালের ২১ ফেব্রুয়ারি ঢাকায় ছাত্রদের মিছিলে পুলিশ গুলি চালায়; রফিক, জব্বার, বরকতসহ অনেকে শহিদ হন।'],
  ['language-movement.2', '১৯৫২ সালের ২১ ফেব্রুয়ারি বাংলা সনের কোন তারিখ ছিল?', '৮ ফাল্গুন ১৩৫৮', ['৮ ফাল্গুন ১৩৫৯', '১ ফাল্গুন ১৩৫৮', '২১ ফাল্গুন ১৩৫৮'], 'একুশে ফেব্রুয়ারি ১৯৫২ ছিল বাংলা ৮ ফাল্গুন ১৩৫৮।'],
  ['language-movement.3', 'ভাষা আন্দোলনের মূল দাবি কী ছিল?', 'বাংলাকে পাকিস্তানের অন্যতম রাষ্ট্রভাষা করা', ['পূর্ব বাংলার পূর্ণ স্বাধীনতা', 'ছয় দফার বাস্তবায়ন', 'প্রাদেশিক পরিষদের নির্বাচন'], 'আন্দোলনের স্লোগান ছিল “রাষ্ট্রভাষা বাংলা চাই”।'],
  ['language-movement.4', '১৯৪৮ সালের ২১ মার্চ ঢাকার রেসকোর্স ময়দানে “উর্দু এবং উর্দুই হবে পাকিস্তানের একমাত্র রাষ্ট্রভাষা” বলে ঘোষণা দেন কে?', 'মুহম্মদ আলী জিন্নাহ', ['লিয়াকত আলী খান', 'আইয়ুব খান', 'ইয়াহিয়া খান'], 'পাকিস্তানের গভর্নর জেনারেল মুহম্মদ আলী জিন্নাহ এই ঘোষণা দিলে ছাত্ররা সঙ্গে সঙ্গে প্রতিবাদ জানায়।'],
  ['language-movement.5', '১৯৫২ সালের ২১ ফেব্রুয়ারি ছাত্ররা সরকারের কোন আদেশ ভঙ্গ করে মিছিল বের করে?', '১৪৪ ধারা', ['সামরিক আইন', 'জরুরি অবস্থা', 'কারফিউ'], 'সরকার ঢাকায় ১৪৪ ধারা জারি করে সভা-মিছিল নিষিদ্ধ করেছিল; ছাত্ররা তা ভঙ্গ করে।'],
  ['language-movement.6', 'নিচের কে ভাষা আন্দোলনের শহিদ?', 'আবুল বরকত', ['আসাদুজ্জামান (আসাদ)', 'নূর হোসেন', 'ডা. শামসুল আলম খান মিলন'], 'রফিকউদ্দিন আহমদ, আবদুস সালাম, আবুল বরকত, আবদুল জব্বার ও শফিউর রহমান ভাষা আন্দোলনের শহিদ; আসাদ ১৯৬৯ সালে, নূর হোসেন ১৯৮৭ সালে ও ডা. মিলন ১৯৯০ সালে শহিদ হন।'],
  ['language-movement.7', '“আমার ভাইয়ের রক্তে রাঙানো একুশে ফেব্রুয়ারি” গানটির রচয়িতা কে?', 'আবদুল গাফফার চৌধুরী', ['আলতাফ মাহমুদ', 'শামসুর রাহমান', 'কাজী নজরুল ইসলাম'], 'সাংবাদিক ও লেখক আবদুল গাফফার চৌধুরী ১৯৫২ সালে গানটি লেখেন।'],
  ['language-movement.8', '“আমার ভাইয়ের রক্তে রাঙানো একুশে ফেব্রুয়ারি” গানটি এখন কার দেওয়া সুরে গাওয়া হয়?', 'আলতাফ মাহমুদ', ['আবদুল গাফফার চৌধুরী', 'আব্বাসউদ্দীন আহমদ', 'সমর দাস'], 'প্রথমে আবদুল লতিফ সুর দিয়েছিলেন; পরে আলতাফ মাহমুদের দেওয়া সুরটিই প্রচলিত হয়।'],
  ['language-movement.9', 'কেন্দ্রীয় শহিদ মিনারের স্থপতি কে?', 'হামিদুর রহমান', ['সৈয়দ মাইনুল হোসেন', 'মাজহারুল ইসলাম', 'লুই আই কান'], 'শিল্পী হামিদুর রহমান কেন্দ্রীয় শহিদ মিনারের নকশা করেন; ভাস্কর নভেরা আহমেদ তাঁর সঙ্গে কাজ করেন।'],
  ['language-movement.10', 'বাংলা কোন সালে পাকিস্তানের সংবিধানে অন্যতম রাষ্ট্রভাষার স্বীকৃতি পায়?', '১৯৫৬', ['১৯৫২', '১৯৫৪', '১৯৬২'], 'পাকিস্তানের ১৯৫৬ সালের সংবিধানে উর্দু ও বাংলা দুটিই রাষ্ট্রভাষা হিসেবে স্বীকৃতি পায়।'],
  ['language-movement.11', 'ইউনেস্কো কবে ২১ ফেব্রুয়ারিকে আন্তর্জাতিক মাতৃভাষা দিবস হিসেবে ঘোষণা করে?', '১৭ নভেম্বর ১৯৯৯', ['২১ ফেব্রুয়ারি ২০০০', '১৭ নভেম্বর ২০০০', '২১ ফেব্রুয়ারি ১৯৯৯'], 'ইউনেস্কো ১৯৯৯ সালের ১৭ নভেম্বর ঘোষণা দেয়; ২০০০ সাল থেকে দিবসটি বিশ্বজুড়ে পালিত হচ্ছে।'],
  ['liberation-war.1', 'বঙ্গবন্ধু শেখ মুজিবুর রহমান ৭ই মার্চের ঐতিহাসিক ভাষণ কোথায় দেন?', 'ঢাকার রেসকোর্স ময়দানে (বর্তমান সোহরাওয়ার্দী উদ্যান)', ['পল্টন ময়দানে', 'বায়তুল মোকাররম প্রাঙ্গণে', 'কেন্দ্রীয় শহিদ মিনারে'], '১৯৭১ সালের ৭ই মার্চ রেসকোর্স ময়দানের জনসমুদ্রে বঙ্গবন্ধু এই ভাষণ দেন।'],
  ['liberation-war.2', '“এবারের সংগ্রাম আমাদের মুক্তির সংগ্রাম, এবারের সংগ্রাম স্বাধীনতার সংগ্রাম” — বঙ্গবন্ধু কোন দিনের ভাষণে এ কথা বলেন?', '৭ই মার্চ ১৯৭১', ['২৬ মার্চ ১৯৭১', '২১ ফেব্রুয়ারি ১৯৭১', '১০ জানুয়ারি ১৯৭২'], 'এটি ১৯৭১ সালের ৭ই মার্চের ভাষণের শেষ অংশ।'],
  ['liberation-war.3', '৭ই মার্চের ভাষণ ইউনেস্কোর “মেমোরি অব দ্য ওয়ার্ল্ড” আন্তর্জাতিক রেজিস্টারে অন্তর্ভুক্ত হয় কোন সালে?', '২০১৭', ['২০১৫', '২০১৬', '২০১৯'], 'ইউনেস্কো ২০১৭ সালের অক্টোবরে ভাষণটিকে বিশ্বের প্রামাণ্য ঐতিহ্য হিসেবে স্বীকৃতি দেয়।'],
  ['liberation-war.4', 'পাকিস্তানি সেনাবাহিনী কোন রাতে “অপারেশন সার্চলাইট” নামে নিরস্ত্র বাঙালির ওপর গণহত্যা শুরু করে?', '২৫ মার্চ ১৯৭১', ['২৬ মার্চ ১৯৭১', '৭ই মার্চ ১৯৭১', '১৪ ডিসেম্বর ১৯৭১'], '১৯৭১ সালের ২৫ মার্চ রাতে অপারেশন সার্চলাইট শুরু হয়।'],
  ['liberation-war.5', 'মুক্তিযুদ্ধের সময় যুদ্ধ পরিচালনার জন্য বাংলাদেশকে কয়টি সেক্টরে ভাগ করা হয়েছিল?', '১১টি', ['৭টি', '৯টি', '১৩টি'], 'মুক্তিযুদ্ধে সারা দেশকে ১১টি সেক্টরে ভাগ করা হয়েছিল।'],
  ['liberation-war.6', 'মুজিবনগর সরকার কবে শপথ গ্রহণ করে?', '১৭ এপ্রিল ১৯৭১', ['১০ এপ্রিল ১৯৭১', '২৬ মার্চ ১৯৭১', '১৬ ডিসেম্বর ১৯৭১'], '১০ এপ্রিল গঠিত সরকার ১৭ এপ্রিল ১৯৭১ শপথ গ্রহণ করে।'],
  ['liberation-war.7', 'মুজিবনগর সরকার কোথায় শপথ গ্রহণ করে?', 'মেহেরপুরের বৈদ্যনাথতলায়', ['কুষ্টিয়ার শিলাইদহে', 'কলকাতার থিয়েটার রোডে', 'যশোর সেনানিবাসে'], 'মেহেরপুরের বৈদ্যনাথতলার আমবাগানে শপথ হয়; জায়গাটির নাম রাখা হয় মুজিবনগর।'],
  ['liberation-war.8', 'মুজিবনগর সরকারের প্রধানমন্ত্রী কে ছিলেন?', 'তাজউদ্দীন আহমদ', ['সৈয়দ নজরুল ইসলাম', 'এম মনসুর আলী', 'এ এইচ এম কামারুজ্জামান'], 'তাজউদ্দীন আহমদ ছিলেন মুজিবনগর সরকারের প্রধানমন্ত্রী।'],
  ['liberation-war.9', 'মুজিবনগর সরকারের অস্থায়ী রাষ্ট্রপতি কে ছিলেন?', 'সৈয়দ নজরুল ইসলাম', ['তাজউদ্দীন আহমদ', 'এম মনসুর আলী', 'এ এইচ এম কামারুজ্জামান'], 'রাষ্ট্রপতি বঙ্গবন্ধু পাকিস্তানে বন্দি থাকায় উপরাষ্ট্রপতি সৈয়দ নজরুল ইসলাম অস্থায়ী রাষ্ট্রপতির দায়িত্ব পালন করেন।'],
  ['liberation-war.10', 'মুক্তিযুদ্ধে মুক্তিবাহিনীর প্রধান সেনাপতি কে ছিলেন?', 'এম এ জি ওসমানী', ['জিয়াউর রহমান', 'খালেদ মোশাররফ', 'কে এম শফিউল্লাহ'], 'কর্নেল (অব.) এম এ জি ওসমানী মুক্তিবাহিনীর প্রধান সেনাপতি ছিলেন; অন্য তিনজন ছিলেন সেক্টর কমান্ডার।'],
  ['liberation-war.11', 'মুক্তিযুদ্ধে বীরত্বের জন্য দেওয়া সর্বোচ্চ রাষ্ট্রীয় খেতাব কোনটি?', 'বীরশ্রেষ্ঠ', ['বীর উত্তম', 'বীর বিক্রম', 'বীর প্রতীক'], 'চারটি খেতাবের ক্রম: বীরশ্রেষ্ঠ, বীর উত্তম, বীর বিক্রম ও বীর প্রতীক।'],
  ['liberation-war.12', 'মুক্তিযুদ্ধে কতজন শহিদ বীরশ্রেষ্ঠ খেতাব পেয়েছেন?', '৭ জন', ['৪ জন', '১১ জন', '১২ জন'], 'সাতজন শহিদ মুক্তিযোদ্ধাকে বীরশ্রেষ্ঠ খেতাব দেওয়া হয়েছে।'],
  ['liberation-war.13', 'নিচের কে বীরশ্রেষ্ঠ খেতাব পেয়েছেন?', 'মোহাম্মদ রুহুল আমিন', ['আবুল বরকত', 'তাজউদ্দীন আহমদ', 'এম এ জি ওসমানী'], 'সাত বীরশ্রেষ্ঠ: মোহাম্মদ মোস্তফা কামাল, মোহাম্মদ রুহুল আমিন, মতিউর রহমান, মুন্সী আব্দুর রউফ, নূর মোহাম্মদ শেখ, হামিদুর রহমান ও মহিউদ্দীন জাহাঙ্গীর।'],
  ['liberation-war.14', 'স্বাধীন বাংলা বেতার কেন্দ্র প্রথম কোথা থেকে সম্প্রচার শুরু করে?', 'চট্টগ্রামের কালুরঘাট', ['ঢাকার শাহবাগ', 'মেহেরপুরের মুজিবনগর', 'খুলনা বেতার কেন্দ্র'], '১৯৭১ সালের মার্চে চট্টগ্রামের কালুরঘাট ট্রান্সমিটার থেকে স্বাধীন বাংলা বেতার কেন্দ্রের সম্প্রচার শুরু হয়।'],
  ['liberation-war.15', 'পাকিস্তানি বাহিনী কোথায় আত্মসমর্পণ করে?', 'ঢাকার রেসকোর্স ময়দানে (বর্তমান সোহরাওয়ার্দী উদ্যান)', ['ঢাকা সেনানিবাসে', 'পল্টন ময়দানে', 'বঙ্গভবনে'], '১৯৭১ সালের ১৬ ডিসেম্বর রেসকোর্স ময়দানে আত্মসমর্পণের দলিলে স্বাক্ষর হয়।'],
  ['liberation-war.16', 'আত্মসমর্পণের দলিলে পাকিস্তানি বাহিনীর পক্ষে কে স্বাক্ষর করেন?', 'লেফটেন্যান্ট জেনারেল এ এ কে নিয়াজী', ['জেনারেল ইয়াহিয়া খান', 'জেনারেল টিক্কা খান', 'মেজর জেনারেল রাও ফরমান আলী'], 'নিয়াজী যৌথ বাহিনীর প্রধান লেফটেন্যান্ট জেনারেল জগজিৎ সিং অরোরার কাছে আত্মসমর্পণ করেন।'],
  ['liberation-war.17', 'শহিদ বুদ্ধিজীবী দিবস কবে পালিত হয়?', '১৪ ডিসেম্বর', ['১৬ ডিসেম্বর', '২৫ মার্চ', '২১ ফেব্রুয়ারি'], 'বিজয়ের ঠিক আগে ১৯৭১ সালের ১৪ ডিসেম্বর ও তার আশপাশের দিনগুলোতে বহু বুদ্ধিজীবীকে হত্যা করা হয়।'],
  ['liberation-war.18', 'বঙ্গবন্ধু পাকিস্তানের কারাগার থেকে মুক্ত হয়ে কবে স্বদেশে ফেরেন?', '১০ জানুয়ারি ১৯৭২', ['১৬ ডিসেম্বর ১৯৭১', '২৬ মার্চ ১৯৭২', '১৭ এপ্রিল ১৯৭২'], '১৯৭২ সালের ১০ জানুয়ারি বঙ্গবন্ধু স্বাধীন বাংলাদেশে ফিরে আসেন; দিনটি স্বদেশ প্রত্যাবর্তন দিবস।'],
  ['liberation-war.19', 'সাভারের জাতীয় স্মৃতিসৌধের স্থপতি কে?', 'সৈয়দ মাইনুল হোসেন', ['হামিদুর রহমান', 'মাজহারুল ইসলাম', 'লুই আই কান'], 'স্থপতি সৈয়দ মাইনুল হোসেন মুক্তিযুদ্ধের শহিদদের স্মরণে নির্মিত জাতীয় স্মৃতিসৌধের নকশা করেন।'],
  ['liberation-war.20', 'মুক্তিযুদ্ধে স্থল, নৌ ও বিমান বাহিনী সম্মিলিতভাবে আক্রমণ শুরু করে কোন দিন, যা সশস্ত্র বাহিনী দিবস হিসেবে পালিত হয়?', '২১ নভেম্বর', ['১৬ ডিসেম্বর', '২৬ মার্চ', '৭ই মার্চ'], '১৯৭১ সালের ২১ নভেম্বর তিন বাহিনী সম্মিলিত অভিযান শুরু করে।'],
];
