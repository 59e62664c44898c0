// Words that say what kind of company a party is, not which one. They are dropped before names are compared,
// so "Acme Ltd", "ACME Limited" and "Acme LLC" meet. All spellings are as they read after transliteration to
// lowercase ASCII with dotted abbreviations closed up ("S.A." -> "sa", "ООО" -> "ooo", "شركة" -> "shrkh").

/** Single-word legal forms, with how a reason shows each to a person. */
export const LEGAL_FORM_WORDS: ReadonlyMap<string, string> = new Map([
  ["ltd", "Ltd"],
  ["limited", "Limited"],
  ["llc", "LLC"],
  ["inc", "Inc"],
  ["incorporated", "Incorporated"],
  ["corp", "Corp"],
  ["corporation", "Corporation"],
  ["co", "Co"],
  ["company", "Company"],
  ["sa", "SA"],
  ["sarl", "SARL"],
  ["sas", "SAS"],
  ["sasu", "SASU"],
  ["gmbh", "GmbH"],
  ["ag", "AG"],
  ["bv", "BV"],
  ["nv", "NV"],
  ["plc", "PLC"],
  ["pty", "Pty"],
  ["pvt", "Pvt"],
  ["llp", "LLP"],
  ["lp", "LP"],
  ["ooo", "OOO (ООО)"],
  ["zao", "ZAO (ЗАО)"],
  ["oao", "OAO (ОАО)"],
  ["ao", "AO (АО)"],
  ["pao", "PAO (ПАО)"],
  ["tov", "TOV (ТОВ)"],
  ["pjsc", "PJSC"],
  ["ojsc", "OJSC"],
  ["cjsc", "CJSC"],
  ["jsc", "JSC"],
  ["spa", "SpA"],
  ["srl", "Srl"],
  ["sl", "SL"],
  ["kg", "KG"],
  ["kft", "Kft"],
  ["oy", "Oy"],
  ["ab", "AB"],
  ["as", "AS"],
  ["aps", "ApS"],
  ["bhd", "Bhd"],
  ["sdn", "Sdn"],
  ["ltda", "Ltda"],
  ["ae", "AE"],
  ["epe", "EPE"],
  ["aktiengesellschaft", "Aktiengesellschaft"],
  ["kk", "KK"],
  ["shrkh", "شركة (company)"],
  ["mhdwdh", "محدودة (limited)"],
  ["dhmm", "ذ.م.م (LLC)"],
  ["shmm", "ش.م.م (LLC)"],
]);

/** Multi-word legal forms, removed before single words so "Limited Liability Company" goes as one. */
export const LEGAL_FORM_PHRASES: readonly (readonly string[])[] = [
  ["public", "joint", "stock", "company"],
  ["open", "joint", "stock", "company"],
  ["closed", "joint", "stock", "company"],
  ["joint", "stock", "company"],
  ["limited", "liability", "company"],
  ["limited", "liability", "partnership"],
  ["public", "limited", "company"],
  ["private", "limited", "company"],
  ["private", "limited"],
  ["societe", "a", "responsabilite", "limitee"],
  ["societe", "par", "actions", "simplifiee"],
  ["societe", "anonyme"],
  ["sociedad", "de", "responsabilidad", "limitada"],
  ["sociedad", "anonima"],
  ["sociedad", "limitada"],
  ["sa", "de", "cv"],
  ["gesellschaft", "mit", "beschrankter", "haftung"],
  ["sp", "z", "oo"],
  ["and", "co"],
  ["and", "company"],
  ["et", "cie"],
  ["obshchestvo", "s", "ogranichennoy", "otvetstvennostyu"],
  ["publichnoe", "aktsionernoe", "obshchestvo"],
  ["otkrytoe", "aktsionernoe", "obshchestvo"],
  ["zakrytoe", "aktsionernoe", "obshchestvo"],
  ["aktsionernoe", "obshchestvo"],
  ["dht", "msuwlyh", "mhdwdh"],
];

/**
 * Little words that join a name's parts in several languages ("Société Générale de Construction", "Al Noor").
 * Dropping them lets word order and transliteration variants meet; they never carry a name on their own.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "the",
  "and",
  "of",
  "for",
  "a",
  "an",
  "de",
  "du",
  "des",
  "la",
  "le",
  "les",
  "et",
  "und",
  "y",
  "del",
  "al",
  "el",
  // Arabic, Swahili, Kikuyu, Kalenjin and Hassaniya "son/daughter of": part of a full name, not what tells two apart.
  "bin",
  "ibn",
  "ben",
  "bint",
  "binti",
  "wa",
  "arap",
  // Mauritanian Hassaniya "son of", written as Arabic walad or French-style ould.
  "ould",
  "walad",
  "wuld",
]);

/** How a reason names a removed legal form. */
export function legalFormLabel(form: string): string {
  const word = LEGAL_FORM_WORDS.get(form);
  if (word) return word;
  return form
    .split(" ")
    .map((w) => (w.length > 2 ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");
}
