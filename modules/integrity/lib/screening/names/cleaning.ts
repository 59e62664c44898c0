// What lists and tender papers write around and inside a name that says nothing about who it is: titles and
// honorifics before a person's name, the Persian and Urdu joining particles of an organisation's name, and
// loanwords romanised from Russian. Each step works on lowercase ASCII text or its words.

// Titles, honorifics and ranks written before a person's name on sanctions lists (OFAC and UN lists write
// "Haji", "Alhaji", "Sheikh", "Dr.", "Gen."), in East African tender and court papers ("Hon.", "Eng.", "Mwalimu",
// "Mzee") and in ordinary English. Sources: OFAC SDN list entries; the UN Security Council consolidated list's
// "title" field values; Kenya Gazette notices' forms of address; Wikipedia, "Hajji", "Alhaji", "Mzee".
// Always a title before a name:
const TITLES = new Set([
  "haji",
  "hajji",
  "hadji",
  "alhaji",
  "alhaj",
  "alhajji",
  "dr",
  "engr",
  "mr",
  "mrs",
  "ms",
  "prof",
  "sheikh",
  "shaykh",
  "shaikh",
  "sheik",
  "capt",
  "mwalimu",
  "mzee",
  "sir",
]);
// Titles that are also names or words ("Hon" and "Eng" are Chinese names, "Gen" a firm's "General", "Chief" and
// "Miss" words): a title only when written with a full stop or followed by two or more words.
const DOTTED_TITLES = new Set([
  "hon",
  "eng",
  "gen",
  "col",
  "maj",
  "lt",
  "rev",
  "miss",
  "chief",
  "brig",
  "cpl",
  "sgt",
]);

/** The name without titles and honorifics at its start ("Hon. Dr. Mary Wanjiru" -> "Mary Wanjiru"). */
export function withoutTitles(name: string): { name: string; titles: string[] } {
  const titles: string[] = [];
  let rest = name;
  for (;;) {
    const m = /^\s*([A-Za-z]+)(\.?)[\s.]+(?=\S)/.exec(rest);
    if (!m) break;
    const word = m[1]!.toLowerCase();
    const after = rest.slice(m[0].length);
    const wordsAfter = after.split(/[\s,]+/).filter((w) => /[A-Za-z]/.test(w)).length;
    const title = TITLES.has(word) || (DOTTED_TITLES.has(word) && (m[2] === "." || wordsAfter >= 2));
    if (!title || wordsAfter < 1) break;
    titles.push(word);
    rest = after;
  }
  return { name: rest, titles };
}

/**
 * Persian and Urdu izafat ("Lashkar-e-Tayyiba", "Falah-i-Insaniyat") and the Arabic article written between
 * hyphens ("Jamaat-ud-Dawa", "Hizb-ul-Mujahideen") join a name's words; read as a single letter they would be
 * initials. Hyphenated on either side, they go.
 */
export function withoutJoiningParticles(text: string): string {
  return text
    .replace(/([a-z]{3,})\s*-\s*(?:e|i|ul|ud|ur|us|ush)\s*-\s*(?=[a-z]{3,})/g, "$1 ")
    .replace(/([a-z]{3,})\s+(?:e|i)-(?=[a-z]{3,})/g, "$1 ")
    .replace(/([a-z]{3,})-(?:e|i)\s+(?=[a-z]{3,})/g, "$1 ");
}

// Loanwords of firm names romanised from Russian, Ukrainian and Kazakh (бизнес, сервис, компания, технологии...),
// read as the English word they were borrowed from; translations ("stroy" for construction) are not read so.
// Spellings as BGN/PCGN romanisation and passport (ICAO) romanisation give them.
export const LOANWORDS: ReadonlyMap<string, string> = new Map([
  ["biznes", "business"],
  ["servis", "service"],
  ["kompaniya", "company"],
  ["kompaniia", "company"],
  ["tekhnologii", "technologies"],
  ["tekhnolodzhi", "technologies"],
  ["tekhnologiya", "technology"],
  ["tekhnologiia", "technology"],
  ["konsalting", "consulting"],
  ["inzhiniring", "engineering"],
  ["menedzhment", "management"],
  ["logistik", "logistics"],
  ["logistika", "logistics"],
  ["gruppa", "group"],
  ["grupp", "group"],
  ["kholding", "holding"],
  ["tsentr", "centre"],
  ["telekom", "telecom"],
  ["finans", "finance"],
  ["treyding", "trading"],
  ["treiding", "trading"],
]);

/**
 * Single letters that are also little words ("a", Spanish "y") written as initials: "A" alone in capitals or
 * "A." and "Y." with a full stop ("John A. Mwangi", "KAMAU A SAMUEL").
 */
export function initialsWrittenAsWords(name: string): Set<string> {
  const found = new Set<string>();
  if (/(?:^|[\s,(])A\.?(?=[\s,)]|$)/.test(name) || /(?:^|[\s,(])a\.(?=[\s,)]|$)/.test(name)) found.add("a");
  if (/(?:^|[\s,(])[Yy]\.(?=[\s,)]|$)/.test(name)) found.add("y");
  return found;
}
