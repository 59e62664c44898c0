import { describe, expect, it } from "vitest";
import { buildScreeningIndex } from "./build-index";
import { sameArabicVowels } from "./names/arabic";
import { bidderParts } from "./names/bidder-parts";
import { joinWrittenApart } from "./names/joined-words";
import { inOrderOrRotated } from "./names/pairing";
import { looksSomali, readSomali } from "./names/somali";
import { matchWords } from "./names/word-match";
import { analyseName } from "./normalise";
import { compareNames } from "./score";
import { screen } from "./screen";

// The rules behind the held-out set's errors (names/fixtures/held-out-pairs.json), each checked on names of
// its own, one way and the other: written the way East African tender documents and sanctions lists write them.
const score = (a: string, b: string) => compareNames(analyseName(a), analyseName(b)).score;
const asOf = new Date("2026-02-01T00:00:00Z");
const lower = (name: string) => name.toLowerCase();

describe("Somali orthography", () => {
  it("reads x as h, c as the ʿayn English leaves out, long vowels once, in a name with Somali marks", () => {
    expect(looksSomali(lower("Cabdi Cali Xasan"))).toBe(true);
    expect(looksSomali(lower("Axmed Maxamuud"))).toBe(true);
    expect(readSomali("maxamuud")).toBe("mahamud");
    expect(readSomali("cabdiqaadir")).toBe("abdiqadir");
    // English and pinyin names with an x or a c are not read so.
    for (const name of ["Alexander Carter", "Maxwell Cole", "Xi Jinping", "Catherine Achieng", "Felix Cox"])
      expect(looksSomali(lower(name)), name).toBe(false);
  });

  it("matches a Somali-spelt name with its English spelling, and not with another name", () => {
    expect(score("Cabdiqaadir Cali Xasan", "Abdikadir Ali Hassan")).toBeGreaterThanOrEqual(0.9);
    expect(score("Xaliimo Cumar", "Halimo Omar")).toBeGreaterThanOrEqual(0.9);
    expect(score("Cabdiqaadir Cali Xasan", "Abdikadir Ali Hussein")).toBeLessThan(0.7);
    expect(score("Xaliimo Cumar", "Halima Osman")).toBeLessThan(0.7);
  });
});

describe("Arabic-origin names spelt with other vowels", () => {
  it("agrees on vowels that render one Arabic vowel, and not on vowels the script writes apart", () => {
    expect(sameArabicVowels("zeinab", "zaynab")).toBe(true);
    expect(sameArabicVowels("yousra", "yusra")).toBe(true);
    expect(sameArabicVowels("rawda", "roda")).toBe(true);
    expect(sameArabicVowels("saad", "said")).toBe(false);
    expect(sameArabicVowels("hana", "hanaa") && sameArabicVowels("fatma", "fatima")).toBe(false);
  });

  it("matches consonant-alike spellings in Arabic-origin names, never different listed names", () => {
    expect(score("Tawfiq Abdallah", "Tofik Abdullah")).toBeGreaterThanOrEqual(0.9);
    expect(score("Sheikh Nasser al-Khelaifi", "Sheikh Nasir Al Khulaifi")).toBeGreaterThanOrEqual(0.9);
    expect(score("Saad Hariri", "Said Hariri")).toBeLessThan(0.7);
    expect(score("Salma Hamad", "Salama Hamad")).toBeLessThan(0.7);
    // Outside an Arabic-origin name, vowels alone do not make two words one.
    expect(matchWords("bikila", "bekele").sim).toBe(0);
    expect(matchWords("bikila", "bekele", { arabic: true }).sim).toBeGreaterThan(0);
  });
});

describe("East African ways of writing a bidder", () => {
  it("drops M/S and Messrs, and s/o, d/o, w/o", () => {
    expect(analyseName("M/S. Pwani Fish Traders Ltd").kept).toEqual(["pwani", "fish", "traders"]);
    expect(analyseName("Messrs Pwani Fish Traders").kept).toEqual(["pwani", "fish", "traders"]);
    expect(analyseName("Suresh Patel s/o Dinesh Patel").kept).toEqual(["suresh", "patel", "dinesh", "patel"]);
    expect(score("Suresh Patel s/o Dinesh Patel", "Suresh Dinesh Patel")).toBeGreaterThanOrEqual(0.9);
    expect(score("Suresh Patel s/o Dinesh Patel", "Suresh Mahesh Patel")).toBeLessThan(0.7);
  });

  it("reads the abbreviations firms write, and those that are also names only in a firm's name", () => {
    expect(
      score("Mombasa Bldg & Constr. Co. Ltd", "Mombasa Building and Construction Company"),
    ).toBeGreaterThanOrEqual(0.9);
    expect(score("Pwani Engrg Svcs", "Pwani Engineering Services Ltd")).toBeGreaterThanOrEqual(0.9);
    expect(analyseName("Rift Eng. Works Ltd").kept).toEqual(["rift", "engineering", "works"]);
    expect(analyseName("Tan Eng Hock").kept).toEqual(["tan", "eng", "hock"]);
  });

  it("screens each member of a joint venture and both names of a trader", () => {
    expect(bidderParts("Kisumu Builders Ltd / Lakeside Civil Works Ltd JV").map((p) => p.name)).toEqual([
      "Kisumu Builders Ltd",
      "Lakeside Civil Works Ltd",
    ]);
    expect(
      bidderParts("Kisumu Builders Ltd and Lakeside Civil Works Ltd Consortium").map((p) => p.name),
    ).toEqual(["Kisumu Builders Ltd", "Lakeside Civil Works Ltd"]);
    expect(bidderParts("Omondi & Sons Contractors JV")).toEqual([]);
    expect(bidderParts("Kisumu Builders and Lakeside Works")).toEqual([]);
    expect(bidderParts("Jane Achieng t/a Lakeside Hardware").map((p) => [p.name, p.role])).toEqual([
      ["Jane Achieng", "registered name"],
      ["Lakeside Hardware", "trading name"],
    ]);
    const list = buildScreeningIndex([
      { entryId: "lw", name: "Lakeside Civil Works Limited", aliases: [], source: "custom" },
      { entryId: "lh", name: "Lakeside Hardware", aliases: [], source: "custom" },
    ]);
    const jv = screen(list, { name: "Kisumu Builders Ltd / Lakeside Civil Works Ltd JV" }, { asOf });
    expect(jv.map((m) => m.entry.entryId)).toEqual(["lw"]);
    expect(jv[0]!.reasons[0]).toBe("Compared as the member of the joint venture: 'Lakeside Civil Works Ltd'");
    expect(screen(list, { name: "Jane Achieng t/a Lakeside Hardware" }, { asOf })[0]?.entry.entryId).toBe(
      "lh",
    );
    expect(screen(list, { name: "Kisumu Builders Ltd / Nyanza Roads Ltd JV" }, { asOf })).toEqual([]);
  });
});

describe("words written together or apart", () => {
  it("runs two words of a person's name together to meet one word, and syllables on both sides", () => {
    expect(
      joinWrittenApart(["jayesh", "kumar", "mehta"], ["jayeshkumar", "mehta"], { person: true }).q,
    ).toEqual(["jayeshkumar", "mehta"]);
    expect(score("MEHTA, Jayesh Kumar", "Jayeshkumar Mehta")).toBeGreaterThanOrEqual(0.9);
    expect(score("Pak Dong-chol", "Pak Tong Chol")).toBeGreaterThanOrEqual(0.9);
    expect(score("Jayesh Kumar Mehta", "Jayeshbhai Mehta")).toBeLessThan(0.7);
    // Two whole names are never run together: Samuel Kiprono is not Samson Kiprono.
    expect(score("Samuel Kiprono Rotich", "Samson Kiprono Rotich")).toBeLessThan(0.7);
  });
});

describe("given names one letter apart", () => {
  it("tells a consonant of another kind or a feminine 'a' from a spelling slip", () => {
    expect(score("Mukesh Shah", "Mahesh Shah")).toBeLessThan(0.7);
    expect(score("Naresh Kumar Shah", "Nilesh Kumar Shah")).toBeLessThan(0.7);
    expect(score("Ramesh Kumar Shah", "Rajesh Kumar Shah")).toBeLessThan(0.7);
    expect(score("Pravin Shah", "Pravina Shah")).toBeLessThan(0.7);
    // Slips and transliterations stay matches: a letter of the same kind, a vowel, a Swahili final vowel.
    expect(score("Ramesh Kumar Shah", "Ramessh Kumar Shah")).toBeGreaterThanOrEqual(0.9);
    expect(score("Stephen Kiprop", "Steven Kiprop")).toBeGreaterThanOrEqual(0.9);
    expect(score("Rashid Omar", "Rashidi Omari")).toBeGreaterThanOrEqual(0.9);
    expect(score("Kipchumb Construction Ltd", "Kipchumba Construction Ltd")).toBeGreaterThanOrEqual(0.7);
  });
});

describe("extra words and word order", () => {
  it("counts a firm's distinctive extra word against a match, and excuses a person's shortened name", () => {
    expect(score("Lakeside Civil Works Ltd", "Lakeside Marine Civil Works Ltd")).toBeLessThan(0.7);
    expect(score("Pwani Fresh Produce Ltd", "Pwani Fresh Juices Ltd")).toBeLessThan(0.7);
    expect(score("Ahmed Yusuf Warsame", "Ahmed Yusuf Abdi Warsame")).toBeGreaterThanOrEqual(0.85);
    expect(score("Grace Akinyi", "Grace Akinyi Otieno")).toBeGreaterThanOrEqual(0.85);
    // Shortened only when every word of the shorter name pairs: one word apart is another person.
    expect(score("Grace Akinyi", "Grace Atieno Otieno")).toBeLessThan(0.7);
  });

  it("keeps the surname moved to the front, and not given names swapped with the surname in place", () => {
    expect(inOrderOrRotated([0, 1, 2].map((e, q) => ({ q, e, sim: 1, kind: "same" as const })))).toBe(true);
    expect(inOrderOrRotated([2, 0, 1].map((e, q) => ({ q, e, sim: 1, kind: "same" as const })))).toBe(true);
    expect(inOrderOrRotated([1, 0, 2].map((e, q) => ({ q, e, sim: 1, kind: "same" as const })))).toBe(false);
    expect(score("OTIENO Peter Ouma", "Peter Ouma Otieno")).toBeGreaterThanOrEqual(0.9);
    expect(score("Jitendra Manilal Shah", "Manilal Jitendra Shah")).toBeLessThan(0.7);
  });
});

describe("Persian script", () => {
  it("reads Persian letters as their Arabic forms and 'servant of' written joined apart", () => {
    expect(analyseName("عبدالکریم").kept).toEqual(["abd", "_KRM"]);
    expect(score("عبدالکریم رحیمی", "Abdul Karim Rahimi")).toBeGreaterThanOrEqual(0.9);
    expect(score("عبدالکریم رحیمی", "Abdul Karim Hashimi")).toBeLessThan(0.7);
  });
});

// The causes an independent checker found on a fresh set (issue 34), each rule checked on names of our own.
const found = (listed: string, query: string) =>
  screen(
    buildScreeningIndex([{ entryId: "x", name: listed, aliases: [], source: "custom" }]),
    { name: query },
    { asOf },
  ).length > 0;

describe("Russian, Belarusian and Ukrainian romanisations", () => {
  it("folds kh/h/g, o/a, -ov/-au, y/i/j, ye/yo in Slavic-shaped words, and given names by family", () => {
    expect(score("Gennady Golovanov", "Henadz Halavanau")).toBeGreaterThanOrEqual(0.9);
    expect(score("Aleksandr Lukashenko", "Aliaksandr Lukashenka")).toBeGreaterThanOrEqual(0.9);
    expect(score("Pyotr Ivanovich Sokolov", "Petr Ivanavich Sakalau")).toBeGreaterThanOrEqual(0.9);
    expect(score("Yevgeny Yermakov", "Evgeny Iermakov")).toBeGreaterThanOrEqual(0.9);
    expect(found("Henadz Halavanau", "Gennady Golovanov")).toBe(true);
    expect(score("Gennady Golovanov", "Gennady Golubev")).toBeLessThan(0.7);
    expect(score("Oleg Sokolov", "Igor Sokolov")).toBeLessThan(0.7);
    // Outside Slavic-shaped words g and h, o and a still tell names apart.
    expect(matchWords("golovan", "halavan").sim).toBe(0);
  });

  it("reads a patronymic by its father's name and gender", () => {
    expect(matchWords("nikolaevich", "mykolaiovych").sim).toBeGreaterThanOrEqual(0.9);
    expect(matchWords("aleksandrovna", "oleksandrivna").sim).toBeGreaterThanOrEqual(0.9);
    expect(matchWords("nikolaevich", "nikolaevna").sim).toBe(0);
    expect(matchWords("sergeevich", "nikolaevich").sim).toBe(0);
  });
});

describe("initials, titles and joining particles", () => {
  it("keeps 'A.' an initial in a person's name, and 'a' a little word in a firm's", () => {
    expect(analyseName("John A. Mwangi")).toMatchObject({ person: true, kept: ["john", "a", "mwangi"] });
    expect(score("KAMAU A SAMUEL", "Kamau Albert Samuel")).toBeGreaterThanOrEqual(0.85);
    expect(analyseName("A and B Traders").person).toBe(false);
    expect(analyseName("Ortega y Gasset").kept).toEqual(["ortega", "gasset"]);
  });

  it("leaves out titles and honorifics before a person's name, not a firm's words or a name", () => {
    expect(analyseName("Hon. Dr. Mary Wanjiru").kept).toEqual(["mary", "wanjiru"]);
    expect(score("Alhaji Musa Bako", "Musa Bako")).toBeGreaterThanOrEqual(0.95);
    expect(analyseName("Gen. Contractors Ltd").kept).toEqual(["general", "contractors"]);
    expect(analyseName("Hon Lik").kept).toEqual(["hon", "lik"]);
    expect(compareNames(analyseName("Dr. John Kamau"), analyseName("John Kamau"))).toEqual({
      score: 0.97,
      reasons: ["Same name without the title 'dr'"],
    });
  });

  it("drops Persian and Urdu izafat and the article between hyphens, not an initial", () => {
    expect(analyseName("LASHKAR-E-TAYYIBA").kept).toEqual(["lashkar", "tayyiba"]);
    expect(analyseName("Jamaat-ud-Dawa").kept).toEqual(["jamaat", "dawa"]);
    expect(score("FALAH-E-INSANIAT FOUNDATION", "Falah-i-Insaniyat Foundation")).toBeGreaterThanOrEqual(0.9);
    expect(analyseName("Mohammad I. Khan").kept).toEqual(["mohammad", "i", "khan"]);
  });
});

describe("surnames in either order", () => {
  it("matches two surnames swapped before a comma, and a Christian name moved", () => {
    expect(score("GARCIA LOPEZ, Juan Carlos", "LOPEZ GARCIA, Juan Carlos")).toBeGreaterThanOrEqual(0.9);
    expect(score("GARCIA LOPEZ, Juan Carlos", "Juan Carlos LOPEZ GARCIA")).toBeGreaterThanOrEqual(0.9);
    expect(score("Kariuki Peter Gitau", "Peter Kariuki Gitau")).toBeGreaterThanOrEqual(0.9);
  });

  it("keeps given names swapped, and father and son, apart", () => {
    expect(score("GARCIA LOPEZ, Juan Carlos", "GARCIA LOPEZ, Carlos Juan")).toBeLessThan(0.7);
    expect(score("John Kamau Njoroge", "John Njoroge Kamau")).toBeLessThan(0.7);
    expect(score("Premji Devji Patel", "Devji Premji Patel")).toBeLessThan(0.7);
  });
});

describe("legal forms, loanwords and short words", () => {
  it("reads Russian and other legal forms, written out or abbreviated, as legal forms", () => {
    const ooo = analyseName("OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU TEKHNOLOGII");
    expect(ooo).toMatchObject({ person: false, kept: ["technologies"] });
    expect(analyseName("Zakrytoye Aktsionernoye Obshchestvo Sibir").kept).toEqual(["sibir"]);
    expect(analyseName("TOO Alem Trans").legalForms).toEqual(["too"]);
    expect(analyseName("Gulf Star FZE").kept).toEqual(["gulf", "star"]);
    expect(analyseName("Grupo Bimbo S.A.B. de C.V.").kept).toEqual(["grupo", "bimbo"]);
    // "Too" closing a person's name is a Kalenjin surname.
    expect(analyseName("Kiprotich Too")).toMatchObject({ person: true, kept: ["kiprotich", "too"] });
  });

  it("reads romanised loanwords, y/i in a firm's short word and Cyrillic look-alike acronyms", () => {
    expect(score("OOO Biznes Servis", "Business Service LLC")).toBeGreaterThanOrEqual(0.9);
    expect(score("OOO AY-PETRI", "AI-PETRI LLC")).toBeGreaterThanOrEqual(0.9);
    expect(score("KBT Logistics Ltd", "KVT Logistics Ltd")).toBeGreaterThanOrEqual(0.85);
    expect(score("Biznes Servis OOO", "Biznes Stroy OOO")).toBeLessThan(0.7);
    expect(score("KBT Logistics Ltd", "KLT Logistics Ltd")).toBeLessThan(0.7);
    // In a person's name two short words stay two names.
    expect(matchWords("ay", "ai", { person: true }).sim).toBe(0);
    expect(matchWords("ay", "ai").sim).toBeGreaterThanOrEqual(0.9);
  });
});

describe("particles, surname slips and abbreviations", () => {
  it("meets a Spanish particle written joined, not a longer name", () => {
    expect(score("Juan DELEON", "Juan De Leon")).toBeGreaterThanOrEqual(0.9);
    expect(matchWords("dasilva", "silva").sim).toBeGreaterThanOrEqual(0.9);
    expect(matchWords("deleon", "leonard").sim).toBe(0);
  });

  it("allows a surname one slip of any kind, not a listed given name", () => {
    expect(score("Maria LOERA", "Maria LOESA")).toBeGreaterThanOrEqual(0.7);
    expect(score("Rajesh Patel", "Rakesh Patel")).toBeLessThan(0.7);
    expect(matchWords("prigozhin", "prigozhev").sim).toBe(0);
  });

  it("reads a word with a full stop as the word it begins, and E.A. as East Africa", () => {
    expect(score("Univ. of Nairobi Enterprises", "University of Nairobi Enterprises")).toBeGreaterThanOrEqual(
      0.85,
    );
    expect(found("University of Nairobi Enterprises", "Univ. of Nairobi Enterprises")).toBe(true);
    expect(analyseName("Simba Logistics E.A. Ltd").qualifiers).toEqual(["east africa"]);
    expect(score("Simba Logistics E.A. Ltd", "Simba Logistics East Africa Ltd")).toBeGreaterThanOrEqual(0.9);
    expect(matchWords("univ", "university").sim).toBe(0);
    expect(score("Simba Logistics E.A. Ltd", "Simba Logistics (T) Ltd")).toBeLessThan(0.7);
  });
});

describe("one word replaced", () => {
  it("tells siblings and sister firms apart however long the names, and lets a slip through", () => {
    expect(score("Mary Wanjiru Kamau Njoroge", "Mary Wambui Kamau Njoroge")).toBeLessThan(0.7);
    expect(score("GARCIA LOPEZ, Juan Carlos", "GARCIA LOPEZ, Juan Pablo")).toBeLessThan(0.7);
    expect(
      score("Nairobi Quality Office Furniture Supplies Ltd", "Mombasa Quality Office Furniture Supplies Ltd"),
    ).toBeLessThan(0.7);
    expect(score("LINDI FRESH FISH SUPPLIES", "MTWARA FRESH FISH SUPPLIES")).toBeLessThan(0.7);
    expect(score("Mary Wanjiru Kamau Njoroge", "Mary Wanjiru Kamau Njorge")).toBeGreaterThanOrEqual(0.9);
    expect(score("LINDI FRESH FISH SUPPLIES", "LINDY FRESH FISH SUPPLIES")).toBeGreaterThanOrEqual(0.9);
  });
});
