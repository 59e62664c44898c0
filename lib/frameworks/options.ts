/** The four framework sources, in tab order, with their tab names. */
export const FRAMEWORK_SOURCES = ["country", "multilateral", "bilateral", "other"] as const;
export type FrameworkSource = (typeof FRAMEWORK_SOURCES)[number];

export const FRAMEWORK_TAB_NAMES: Record<FrameworkSource, string> = {
  country: "Country Framework",
  multilateral: "Multilateral & IFIs",
  bilateral: "Bilateral & Global",
  other: "Other (Custom)",
};

export function isFrameworkSource(value: unknown): value is FrameworkSource {
  return typeof value === "string" && (FRAMEWORK_SOURCES as readonly string[]).includes(value);
}

export type FrameworkBody = { code: string; name: string; url: string };

/** 9 multilateral development banks and funds, with their procurement policy pages. */
export const MULTILATERAL_BODIES: readonly FrameworkBody[] = [
  {
    code: "WB",
    name: "World Bank",
    url: "https://www.worldbank.org/en/projects-operations/products-and-services/brief/procurement-new-framework",
  },
  { code: "ADB", name: "Asian Development Bank", url: "https://www.adb.org/what-we-do/procurement" },
  {
    code: "AfDB",
    name: "African Development Bank",
    url: "https://www.afdb.org/en/projects-and-operations/procurement",
  },
  {
    code: "IDB",
    name: "Inter-American Development Bank",
    url: "https://www.iadb.org/en/how-we-can-work-together/procurement",
  },
  {
    code: "EBRD",
    name: "European Bank for Reconstruction and Development",
    url: "https://www.ebrd.com/work-with-us/procurement.html",
  },
  { code: "EIB", name: "European Investment Bank", url: "https://www.eib.org/en/about/procurement/index" },
  { code: "IsDB", name: "Islamic Development Bank", url: "https://www.isdb.org/project-procurement" },
  {
    code: "AIIB",
    name: "Asian Infrastructure Investment Bank",
    url: "https://www.aiib.org/en/opportunities/business/project-procurement/index.html",
  },
  {
    code: "IFAD",
    name: "International Fund for Agricultural Development",
    url: "https://www.ifad.org/en/project-procurement",
  },
];

/** 19 bilateral agencies, global funds and foundations. */
export const BILATERAL_BODIES: readonly FrameworkBody[] = [
  { code: "USAID", name: "United States Agency for International Development", url: "https://www.usaid.gov" },
  {
    code: "FCDO",
    name: "UK Foreign, Commonwealth & Development Office",
    url: "https://www.gov.uk/government/organisations/foreign-commonwealth-development-office",
  },
  {
    code: "GIZ",
    name: "Deutsche Gesellschaft für Internationale Zusammenarbeit (GIZ)",
    url: "https://www.giz.de/en/workingwithgiz/tenders.html",
  },
  { code: "KfW", name: "KfW Development Bank", url: "https://www.kfw-entwicklungsbank.de" },
  { code: "AFD", name: "Agence Française de Développement", url: "https://www.afd.fr/en" },
  { code: "JICA", name: "Japan International Cooperation Agency", url: "https://www.jica.go.jp/english/" },
  {
    code: "KOICA",
    name: "Korea International Cooperation Agency",
    url: "https://www.koica.go.kr/sites/koica_en/index.do",
  },
  {
    code: "Sida",
    name: "Swedish International Development Cooperation Agency",
    url: "https://www.sida.se/en",
  },
  { code: "Norad", name: "Norwegian Agency for Development Cooperation", url: "https://www.norad.no/en/" },
  {
    code: "Danida",
    name: "Danish International Development Agency (Danida)",
    url: "https://um.dk/en/danida",
  },
  { code: "GAC", name: "Global Affairs Canada", url: "https://www.international.gc.ca" },
  {
    code: "DFAT",
    name: "Australian Department of Foreign Affairs and Trade",
    url: "https://www.dfat.gov.au/development",
  },
  {
    code: "MFAT",
    name: "New Zealand Ministry of Foreign Affairs and Trade",
    url: "https://www.mfat.govt.nz/en/aid-and-development/",
  },
  { code: "Enabel", name: "Enabel, the Belgian development agency", url: "https://www.enabel.be" },
  { code: "SDC", name: "Swiss Agency for Development and Cooperation", url: "https://www.eda.admin.ch/sdc" },
  { code: "MCC", name: "Millennium Challenge Corporation", url: "https://www.mcc.gov" },
  {
    code: "GFATM",
    name: "The Global Fund to Fight AIDS, Tuberculosis and Malaria",
    url: "https://www.theglobalfund.org",
  },
  { code: "Gavi", name: "Gavi, the Vaccine Alliance", url: "https://www.gavi.org" },
  { code: "BMGF", name: "Bill & Melinda Gates Foundation", url: "https://www.gatesfoundation.org" },
];

const bodyByCode = (list: readonly FrameworkBody[]) => new Map(list.map((body) => [body.code, body]));
const MULTILATERAL_BY_CODE = bodyByCode(MULTILATERAL_BODIES);
const BILATERAL_BY_CODE = bodyByCode(BILATERAL_BODIES);

export function multilateralBody(code: string | undefined | null): FrameworkBody | undefined {
  return code ? MULTILATERAL_BY_CODE.get(code) : undefined;
}

export function bilateralBody(code: string | undefined | null): FrameworkBody | undefined {
  return code ? BILATERAL_BY_CODE.get(code) : undefined;
}
