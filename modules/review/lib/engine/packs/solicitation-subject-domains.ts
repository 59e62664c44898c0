/**
 * The subject domains a tender is written about, for the subject-drift check (checklist SD-01). Each domain has
 * STRONG terms, which name it wherever they appear in the procuring entity's text ("tarpaulins", "CCTV",
 * "bitumen", "galvanizing"), and WEAK terms, which name it only as the object of the work ("installation of
 * website Systems", "supply of computers"): "visit the Central Bank website", "prepare the Form of Tender on
 * stationery", "surgical masks for the cleaners" and "third party motor vehicle" insurance turn up in any tender.
 * A domain's RELATED domains turn up in its tenders without drift: an IP CCTV tender has network switches and
 * video software, a data centre has cabling, power and galvanised trunking, a works tender has plant and steel.
 */
export type DomainId =
  | "software"
  | "ict"
  | "security"
  | "electrical"
  | "works"
  | "vehicles"
  | "textiles"
  | "medical"
  | "furniture"
  | "cleaning"
  | "pest-control"
  | "catering"
  | "stationery"
  | "consultancy"
  | "metalwork";

export type Domain = {
  id: DomainId;
  /** How the finding names it: "websites and software systems". */
  label: string;
  strong: readonly RegExp[];
  weak: readonly RegExp[];
  related: readonly DomainId[];
};

/** Words, any case. */
const terms = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join("|")})\\b`, "i");
/** Acronyms, capitals only: "UPS" is a power supply, "mark-ups" are not; "LAN" is a network. */
const caps = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join("|")})\\b`);

export const DOMAINS: readonly Domain[] = [
  {
    id: "software",
    label: "websites and software systems",
    strong: [
      terms(
        "web\\s?sites?\\s+(?:systems?|development|design|re-?design|portals?|hosting|application)",
        "web[\\s-]?(?:portals?|applications?|based\\s+systems?)",
        "software(?:\\s+(?:development|licen[cs]es?|systems?|solutions?))?",
        "(?:management\\s+)?information\\s+systems?",
        "(?:accounting|payroll|billing|records\\s+management|document\\s+management|hospital\\s+management)\\s+systems?",
        "mobile\\s+app(?:lication)?s?",
        "systems?\\s+integration",
      ),
      caps("ERP"),
    ],
    weak: [terms("web\\s?sites?", "databases?")],
    related: ["ict", "security", "vehicles", "consultancy", "medical", "electrical"],
  },
  {
    id: "ict",
    label: "computers and networks",
    strong: [
      terms(
        "laptops?",
        "desktop\\s+computers?",
        "computer\\s+hardware",
        "servers",
        "local\\s+area\\s+networks?",
        "wide\\s+area\\s+networks?",
        "structured\\s+cabling",
        "data\\s+cent(?:re|er)s?",
        "network\\s+(?:switch(?:es)?|equipment|infrastructure|cabling|devices?)",
        "routers?",
        "firewalls?",
        "operating\\s+systems?",
        "printers",
      ),
      caps("LAN", "WAN", "ICTA"),
    ],
    weak: [terms("computers?", "servers?", "internet", "printers?"), caps("ICT")],
    related: [
      "software",
      "security",
      "electrical",
      "works",
      "stationery",
      "consultancy",
      "metalwork",
      "furniture",
    ],
  },
  {
    id: "security",
    label: "security and surveillance",
    strong: [
      terms(
        "CCTV",
        "(?:video\\s+)?surveillance\\s+(?:cameras?|systems?|security)",
        "video\\s+surveillance",
        "access\\s+control",
        "(?:intruder|burglar|fire)\\s+alarms?",
        "alarm\\s+systems?",
        "security\\s+guard(?:s|ing)?",
        "guarding\\s+services",
        "video\\s+management",
        "IP\\s+cameras?",
        "electric\\s+fenc(?:e|ing)",
      ),
      caps("NVRs?", "DVRs?", "PSRA"),
    ],
    weak: [terms("cameras?", "guards?", "alarms?", "biometrics?", "surveillance")],
    related: ["software", "ict", "electrical", "works", "metalwork", "vehicles"],
  },
  {
    id: "electrical",
    label: "electrical power",
    strong: [
      terms(
        "(?:standby|diesel|power|backup|electric(?:al|ity)?)\\s+generators?",
        "generator\\s+sets?",
        "gen-?sets?",
        "transformers?",
        "switchgear",
        "solar\\s+(?:panels?|PV|power|systems?)",
        "solar[\\s-]powered",
        "electrical\\s+(?:installations?|works)",
        "street\\s*lights?",
        "flood\\s*lights?",
        "lightning\\s+(?:arrestors?|protection)",
      ),
      caps("EPRA"),
    ],
    weak: [terms("generators?", "lighting", "electrical", "power\\s+supply", "cables?"), caps("UPS")],
    related: ["ict", "security", "works", "metalwork", "software"],
  },
  {
    id: "works",
    label: "civil and building works",
    strong: [
      terms(
        "civil\\s+works",
        "building\\s+works",
        "construction\\s+works",
        "road\\s*works",
        "bitumen",
        "asphalt",
        "tarmac(?:ked)?",
        "reinforced\\s+concrete",
        "concrete\\s+works",
        "masonry",
        "excavations?",
        "culverts?",
        "roofing",
        "plumbing",
        "earthworks",
        "murram",
        "National\\s+Construction\\s+Authority",
        "storey",
        "borehole\\s+drilling",
        // Construction plant: a bidder's equipment list for works, out of place in a supply tender.
        "motor\\s+graders?",
        "vibratory\\s+rollers?",
        "water\\s+bowsers?",
        "concrete\\s+mixers?",
        "bulldozers?",
        "excavators?",
        "wheel\\s+loaders?",
        "backhoe(?:\\s+loaders?)?",
      ),
      caps("NCA\\s*\\d"),
    ],
    weak: [
      terms(
        "construction",
        "buildings?",
        "roads?(?!\\s+(?:transport|haulage|worth))",
        "bridges?",
        "renovations?",
        "refurbishment",
        "rehabilitation",
        "boreholes?",
        "office\\s+blocks?",
      ),
    ],
    related: [
      "software",
      "ict",
      "security",
      "electrical",
      "metalwork",
      "vehicles",
      "furniture",
      "cleaning",
      "consultancy",
      "textiles",
    ],
  },
  {
    id: "vehicles",
    label: "vehicles and transport",
    strong: [
      terms(
        "trucks?",
        "lorr(?:y|ies)",
        "haulage",
        "transport(?:ation)?\\s+services",
        "fleet\\s+management",
        "trailers?",
        "prime\\s+movers?",
        "tippers?",
        "buses",
        "motor\\s*cycles?",
      ),
      caps("NTSA"),
    ],
    weak: [
      terms("motor\\s+vehicles?", "vehicles?", "cars?", "tyres?", "transport(?:ation)?", "log\\s*books?"),
    ],
    related: ["software", "ict", "security", "metalwork", "electrical", "works"],
  },
  {
    id: "textiles",
    label: "textiles and bags",
    strong: [
      terms(
        "tarpaulins?",
        "canvas",
        "textiles?",
        "(?<!switch(?:ing)?\\s)fabrics?",
        "(?:gunny|sisal|jute|hessian|polypropylene|woven|PP)\\s+(?:bags?|sacks?)",
        "garments?",
        "tents?",
        "twine",
        "hemm(?:ing|ed)",
        "eyelets?",
      ),
    ],
    weak: [terms("bags?", "sacks?", "cotton", "clothing", "uniforms", "curtains?", "stitch(?:ing|ed)")],
    // Gas-proof sheets are specified against phosphine: fumigation words go with tarpaulins.
    related: ["furniture", "medical", "catering", "cleaning", "pest-control"],
  },
  {
    id: "medical",
    label: "medical supplies",
    strong: [
      terms(
        "pharmaceuticals?",
        "medical\\s+(?:supplies|equipment|devices|consumables)",
        "surgical\\s+(?:instruments|equipment|sundries|supplies)",
        "clinical\\s+(?:equipment|supplies)",
        "hospital\\s+equipment",
        "Pharmacy\\s+and\\s+Poisons\\s+Board",
        "vaccines",
      ),
    ],
    weak: [
      terms(
        "drugs",
        "medicines?",
        "medical",
        "surgical",
        "clinical",
        "dental",
        "hospitals?",
        "laborator(?:y|ies)",
      ),
      terms("reagents?"),
    ],
    related: ["software", "ict", "electrical", "furniture", "textiles", "cleaning", "metalwork"],
  },
  {
    id: "furniture",
    label: "furniture",
    strong: [
      terms(
        "furniture",
        "office\\s+chairs?",
        "sofas?",
        "filing\\s+cabinets?",
        "wardrobes?",
        "upholster(?:y|ed)",
      ),
    ],
    weak: [terms("chairs?", "desks?", "cabinets?", "workstations?")],
    related: ["metalwork", "textiles", "works", "ict"],
  },
  {
    id: "cleaning",
    label: "cleaning services",
    strong: [
      terms(
        "cleaning\\s+services",
        "janitorial",
        "sanitary\\s+(?:bins|services)",
        "garbage",
        "waste\\s+(?:collection|management\\s+services)",
        "hygiene\\s+services",
        "landscaping",
        "grass\\s+cutting",
      ),
    ],
    weak: [terms("cleaning", "waste", "sanitation")],
    related: ["pest-control", "textiles", "vehicles", "medical", "metalwork"],
  },
  {
    id: "pest-control",
    label: "fumigation and pest control",
    strong: [
      terms(
        "fumigants?",
        "phosphine",
        "rodenticides?",
        "pest\\s+control\\s+services",
        "fumigation\\s+services",
      ),
    ],
    weak: [terms("fumigation", "pest\\s+control", "pesticides?", "insecticides?")],
    related: ["cleaning", "textiles"],
  },
  {
    id: "catering",
    label: "catering",
    strong: [terms("catering\\s+services", "foodstuffs?", "canteen\\s+services", "kitchen\\s+equipment")],
    // Training and meetings bring meals and venues into any contract: only the object of the work counts.
    weak: [
      terms(
        "catering",
        "meals",
        "food",
        "beverages?",
        "kitchen",
        "lunch(?:es)?",
        "conference\\s+(?:facilities|venues?)",
        "hotel\\s+accommodation",
      ),
    ],
    related: ["textiles", "furniture", "cleaning", "metalwork"],
  },
  {
    id: "stationery",
    label: "stationery and printing",
    strong: [
      terms("toners", "(?:ink|toner|print)\\s+cartridges?", "office\\s+stationery", "stationery\\s+items"),
    ],
    weak: [terms("stationery", "printing", "envelopes?", "paper", "calendars", "diaries")],
    related: ["ict"],
  },
  {
    id: "consultancy",
    label: "consultancy outputs",
    strong: [
      terms(
        "inception\\s+reports?",
        "draft\\s+final\\s+reports?",
        "feasibility\\s+stud(?:y|ies)",
        "baseline\\s+surveys?",
        "key\\s+experts?",
      ),
    ],
    weak: [terms("studies", "surveys?", "strategic\\s+plans?")],
    related: ["software", "ict", "works"],
  },
  {
    id: "metalwork",
    label: "steelwork and galvanizing",
    strong: [terms("galvani[sz](?:ing|ed|ation)", "hot[\\s-]dip(?:ped)?", "zinc\\s+coat(?:ing|ed)")],
    weak: [terms("steel", "iron\\s+sheets?", "poles?", "pipes?")],
    related: [
      "works",
      "electrical",
      "security",
      "ict",
      "furniture",
      "vehicles",
      "medical",
      "catering",
      "cleaning",
    ],
  },
];

export const domainById = (id: DomainId): Domain => DOMAINS.find((domain) => domain.id === id)!;

/** The first word of the domain found in the text by any of its patterns. */
export function firstMatch(patterns: readonly RegExp[], text: string): string | undefined {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (m) return m[0];
  }
  return undefined;
}
