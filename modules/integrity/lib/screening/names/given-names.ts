// Given names that are one name spelt several ways, and names that are known to be different names.
//
// A variant group holds the spellings of ONE name: its Arabic-script form and the Latin spellings in use
// (English, French, Turkish, Swahili). Swahili adds a final vowel to Arabic names (Hamisi, Rashidi, Yusufu);
// that is a rule in word-match.ts, not a list here. Groups are kept narrow on purpose: Muhammad and Mahmoud,
// Said (سعيد) and Sayyid (سيد), Salim (سليم) and Salem (سالم), Juma and Jumanne, Mwanaisha and Mwanaidi,
// Wanjiru and Wanjiku are different names and stay apart.
//
// Sources: the spellings listed in the English Wikipedia articles on each name ("Muhammad (name)", "Ali (name)",
// "Fatima (given name)", "Uthman (name)", "Khamis", "Yusuf", ...); Swahili forms from the Tanzanian and Kenyan
// spellings of the same names in public registers (TUKI Kamusi ya Kiswahili-Kiingereza spells the
// loanwords Hamisi, Idi, Ramadhani, Athumani); Arabic script as those articles give it.

import { SLAVIC_GROUPS } from "./slavic";

export type VariantGroup = { id: string; latin: readonly string[]; script: readonly string[] };

export const VARIANT_GROUPS: readonly VariantGroup[] = [
  {
    id: "muhammad",
    latin: [
      "muhammad",
      "mohamed",
      "mohammed",
      "mohamad",
      "mohammad",
      "muhammed",
      "muhamad",
      "muhamed",
      "mohamedi",
      "mohd",
      "mehmet",
      "mehmed",
    ],
    script: ["محمد"],
  },
  {
    id: "mahmud",
    latin: ["mahmud", "mahmoud", "mahmood", "mehmood", "mahamoud", "mahamud", "mohamud"],
    script: ["محمود"],
  },
  { id: "ahmad", latin: ["ahmad", "ahmed", "ahmet", "ahamed", "ahmadi"], script: ["احمد"] },
  { id: "ali", latin: ["ali", "ally", "aly", "alii"], script: ["علي", "على"] },
  { id: "fatima", latin: ["fatima", "fatma", "fatuma", "fatimah", "fatouma", "fatumah"], script: ["فاطمه"] },
  { id: "idd", latin: ["idd", "iddi", "id", "idi", "eid"], script: ["عيد"] },
  {
    id: "uthman",
    latin: ["uthman", "othman", "osman", "usman", "athumani", "athuman", "othmani", "osmani"],
    script: ["عثمان"],
  },
  { id: "khamis", latin: ["khamis", "khamisi", "hamisi", "hamis", "khamees"], script: ["خميس"] },
  { id: "said", latin: ["said", "saidi", "saeed", "saied", "saeid"], script: ["سعيد"] },
  { id: "sayyid", latin: ["sayyid", "sayed", "sayid", "syed", "seyyed", "sayyed"], script: ["سيد"] },
  {
    id: "abdallah",
    latin: [
      "abdallah",
      "abdalla",
      "abdullah",
      "abdulla",
      "abdala",
      "abdullahi",
      "abdillahi",
      "abdellah",
      "abdella",
    ],
    script: ["عبدالله"],
  },
  { id: "abd", latin: ["abd", "abdul", "abdel", "abdal", "abdoul", "abdur", "abdu"], script: ["عبد"] },
  { id: "juma", latin: ["juma", "jumaa", "jumah"], script: ["جمعه"] },
  { id: "hasan", latin: ["hassan", "hasan", "hassani", "hasani"], script: ["حسن"] },
  {
    id: "husayn",
    latin: ["hussein", "husein", "hussain", "husain", "hossein", "husayn", "huseyin", "husseini"],
    script: ["حسين"],
  },
  { id: "umar", latin: ["omar", "omari", "umar", "omary", "omer", "umari"], script: ["عمر"] },
  { id: "ramadan", latin: ["ramadan", "ramadhani", "ramadhan", "ramazan", "ramadani"], script: ["رمضان"] },
  { id: "salih", latin: ["salih", "saleh", "swaleh", "swalehe", "salehe", "saleh"], script: ["صالح"] },
  {
    id: "yusuf",
    latin: ["yusuf", "yusufu", "yousef", "yousuf", "youssef", "yussuf", "yusef"],
    script: ["يوسف"],
  },
  { id: "ibrahim", latin: ["ibrahim", "ibrahimu", "ebrahim", "ibraheem", "brahim"], script: ["ابراهيم"] },
  { id: "musa", latin: ["musa", "mussa", "moussa", "mousa"], script: ["موسي"] },
  { id: "isa", latin: ["isa", "issa", "eisa"], script: ["عيسي"] },
  {
    id: "sulayman",
    latin: ["suleiman", "sulaiman", "sulayman", "suleman", "sulemani", "sleiman", "suleyman"],
    script: ["سليمان"],
  },
  { id: "usama", latin: ["osama", "usama", "ousama", "oussama"], script: ["اسامه"] },
  {
    id: "qasim",
    latin: ["qasim", "qassem", "qasem", "kassim", "kassem", "kasim", "qassim"],
    script: ["قاسم"],
  },
  { id: "khadija", latin: ["khadija", "kadija", "khadijah", "hadija", "khadidja"], script: ["خديجه"] },
  { id: "zaynab", latin: ["zainab", "zainabu", "zeinab", "zaynab"], script: ["زينب"] },
  { id: "maryam", latin: ["mariam", "mariamu", "maryam"], script: ["مريم"] },
  { id: "ayyub", latin: ["ayub", "ayubu", "ayoub", "ayyub"], script: ["ايوب"] },
  { id: "yaqub", latin: ["yakub", "yakubu", "yaqub", "yacoub", "yaakub"], script: ["يعقوب"] },
  { id: "bakr", latin: ["bakari", "bakar", "bakr"], script: ["بكر"] },
  { id: "hamad", latin: ["hamad", "hamadi"], script: ["حمد"] },
  { id: "rashid", latin: ["rashid", "rashidi", "rasheed"], script: ["رشيد"] },
  { id: "shaban", latin: ["shaban", "shabani", "shaaban"], script: ["شعبان"] },
  { id: "salim", latin: ["salim", "saleem", "salimu"], script: ["سليم"] },
  { id: "hafiz", latin: ["hafiz", "hafez", "hafeez"], script: ["حافظ"] },
  { id: "jawad", latin: ["jawad", "javad"], script: ["جواد"] },
  { id: "mustafa", latin: ["mustafa", "mustapha", "mostafa"], script: ["مصطفي"] },
  { id: "khalid", latin: ["khalid", "khaled"], script: ["خالد"] },
  { id: "bin", latin: ["bin", "ibn", "ben"], script: ["بن"] },
  // Russian, Belarusian and Ukrainian given names (names/slavic.ts).
  ...SLAVIC_GROUPS,
];

/** Arabic-origin given names outside the variant groups (each a name in its own right: Salma is not Salima). */
const ARABIC_ORIGIN_KNOWN: readonly string[] = [
  "halima",
  "salima",
  "hamida",
  "hamid",
  "amina",
  "aminata",
  "salma",
  "seif",
  "asha",
  "aisha",
  "hawa",
  "yunus",
  "idris",
  "hamza",
  "salman",
  "bashar",
  "uday",
  "qusay",
  "karim",
  "jamal",
  "nasser",
  "tariq",
];

/**
 * Christian and international given names, which East African names carry besides a vernacular name and which
 * papers write first or second ("Peter Kariuki Gitau" / "Kariuki Peter Gitau"): moved, they are the same person.
 */
export const BAPTISMAL_NAMES: readonly string[] = [
  "john",
  "joseph",
  "james",
  "peter",
  "paul",
  "mary",
  "grace",
  "esther",
  "david",
  "daniel",
  "gideon",
  "moses",
  "samuel",
  "stephen",
  "george",
  "michael",
  "michelle",
  "michaela",
  "juan",
  "jose",
  "maria",
  "marie",
  "anna",
  "january",
  "william",
  "joyce",
  "jane",
  "joan",
  "janet",
  "jonathan",
  "josephine",
  "julius",
  "justus",
  "benjamin",
  "charles",
  "francis",
  "patrick",
  "anthony",
  "simon",
  "thomas",
  "martin",
  "elizabeth",
  "margaret",
  "catherine",
  "lucy",
  "ruth",
  "sarah",
  "rose",
  "agnes",
  "alice",
  "jacob",
  "isaac",
  "abraham",
  "emmanuel",
  "philip",
  "andrew",
  "mark",
  "luke",
  "matthew",
  "timothy",
  "dennis",
  "robert",
  "richard",
  "henry",
  "edward",
  "beatrice",
  "caroline",
  "christine",
  "dorcas",
  "eunice",
  "faith",
  "irene",
  "lilian",
  "mercy",
  "monica",
  "nancy",
  "pauline",
  "priscilla",
  "rebecca",
  "susan",
  "teresa",
  "veronica",
  "carlos",
  "pablo",
  "luis",
  "miguel",
  "pedro",
  "antonio",
  "manuel",
  "francisco",
  "javier",
];

/**
 * Given names known to be names in their own right (besides every spelling in the groups above). Two different
 * known names never count as a misspelling of each other, however alike they look: "Wanjiru" and "Wanjiku",
 * "Halima" and "Salima", "John" and "Juan". Kikuyu, Luo, Kalenjin, Kamba and Swahili names from the
 * Kenyan and Tanzanian naming conventions (Wikipedia, "Kikuyu name", "Luo names", "Kalenjin names").
 */
export const KNOWN_GIVEN_NAMES: readonly string[] = [
  // Kikuyu and Kamba
  "wanjiru",
  "wanjiku",
  "wambui",
  "wairimu",
  "njeri",
  "nyokabi",
  "wangari",
  "wangui",
  "nyambura",
  "muthoni",
  "mutheu",
  "wambua",
  "mumbua",
  "mwende",
  "kamau",
  "kariuki",
  "kariithi",
  "kiarie",
  "kuria",
  "njoroge",
  "njenga",
  "mwangi",
  "mwangangi",
  "kamande",
  "wanjohi",
  "gathoni",
  "waceke",
  "wacera",
  "wahu",
  "nduta",
  "njambi",
  // Luo
  "akinyi",
  "achieng",
  "atieno",
  "adhiambo",
  "awino",
  "anyango",
  "auma",
  "otieno",
  "ochieng",
  "odhiambo",
  "onyango",
  "omondi",
  "ouma",
  "okoth",
  "okello",
  "owino",
  "oduor",
  "opiyo",
  "oluoch",
  "odongo",
  // Kalenjin
  "kiprono",
  "kiptoo",
  "kipruto",
  "kiprotich",
  "kipchirchir",
  "kiprop",
  "kipchoge",
  "kipkemboi",
  "kiplagat",
  "kipkorir",
  "chebet",
  "cherono",
  "chepkoech",
  "chepngetich",
  "jepkosgei",
  "jeptoo",
  "jepchirchir",
  "jelagat",
  "langat",
  "rotich",
  "koech",
  "kosgei",
  "ruto",
  "kirui",
  // Swahili names
  "mwanaisha",
  "mwanaidi",
  "mwanajuma",
  "mwanahawa",
  "mwanahamisi",
  "mwajuma",
  "zawadi",
  "zuhura",
  "rehema",
  "neema",
  "jumanne",
  "mwinyi",
  "baraka",
  "imani",
  "tumaini",
  "nuru",
  "mwanamisi",
  // Arabic-origin names outside the groups
  ...ARABIC_ORIGIN_KNOWN,
  // Common Christian and international given names
  ...BAPTISMAL_NAMES,
  // South Asian (Hindu and Gujarati) given names common among Kenyan and Tanzanian Asians, many a letter apart
  // (Wikipedia, "Indian name" and "Gujarati people": given name, father's name, surname).
  "rajesh",
  "rakesh",
  "ramesh",
  "mahesh",
  "suresh",
  "dinesh",
  "dipesh",
  "hitesh",
  "mukesh",
  "nilesh",
  "paresh",
  "rupesh",
  "umesh",
  "yogesh",
  "naresh",
  "bhavesh",
  "kamlesh",
  "jignesh",
  "amit",
  "sumit",
  "anil",
  "sunil",
  "vijay",
  "ajay",
  "sanjay",
  "manoj",
  "vinod",
  "pramod",
  "ashok",
  "deepak",
  "pankaj",
  "rajiv",
  "sanjiv",
  "premji",
  "devji",
  "hemant",
  "jayant",
  "pradeep",
  "sandeep",
  "kishore",
  "mohan",
  "sohan",
  "sunita",
  "anita",
  "kavita",
  "savita",
  "seema",
  "reena",
  "meena",
  "rekha",
  "usha",
  "nisha",
  // Slavic
  "olga",
  "oleg",
  "boris",
  "yuri",
  "igor",
  "roman",
  "sergei",
  "vladimir",
  "viktor",
  "valery",
  "gennady",
  "arkady",
  "yulia",
  "yevhenia",
  "ivan",
  "ilya",
  "irina",
  "inna",
  "nikolai",
  "natalia",
  "nadia",
];

const byLatin = new Map<string, string>();
const byScript = new Map<string, string>();
for (const group of VARIANT_GROUPS) {
  for (const spelling of group.latin) byLatin.set(spelling, group.id);
  for (const spelling of group.script) byScript.set(foldArabic(spelling), group.latin[0]!);
}
const known = new Set<string>([...KNOWN_GIVEN_NAMES, ...byLatin.keys()]);

/** Arabic-origin given names listed outside the variant groups ("halima", "seif", "jamal"). */
export const ARABIC_ORIGIN_NAMES: ReadonlySet<string> = new Set(ARABIC_ORIGIN_KNOWN);

/** The variant group a lowercase Latin word belongs to, if any. */
export function variantGroupOf(word: string): string | undefined {
  return byLatin.get(word);
}

/** Whether a lowercase Latin word is a given name known in its own right. */
export function isKnownName(word: string): boolean {
  return known.has(word);
}

/** Arabic-script spellings read without vowel marks and with the letter variants written alike. */
export function foldArabic(word: string): string {
  return word
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/[ىی]/g, "ي")
    .replace(/[کڪ]/g, "ك")
    .replace(/ۀ/g, "ه")
    .replace(/ہ/g, "ه");
}

/** The usual Latin spelling of an Arabic-script given name in the groups (محمد -> "muhammad"), if listed. */
export function latinForScriptName(word: string): string | undefined {
  return byScript.get(foldArabic(word));
}
