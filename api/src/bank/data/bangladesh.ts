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
