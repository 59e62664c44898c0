/**
 * What a review reads from an attachment, stated on the upload card before anything is uploaded (which columns,
 * which sheets, which wording), so a user learns the format from the page and not from a failed run. The packs'
 * "insufficient data" findings repeat the same expectations when a table could not be read.
 */
export const EXPECTED_FORMATS = {
  priceSchedule:
    'A priced bill of quantities or price schedule (XLSX, CSV, PDF or DOCX table) with a description, a unit, a quantity and a rate or amount column; headers such as "Rate (Kshs.)" or "Unit Price (US$)" are recognised. Several bidders: one sheet per bidder (named after it) or a rate column per bidder.',
  projectEstimate:
    "The engineer's or project estimate as a table with the same item numbers or descriptions as the bid, and a rate or amount column.",
  evaluationReport:
    "The evaluation report with the bidders' prices (a table with a bidder column and a read-out, corrected or evaluated price column) and the committee's recommendation of award.",
  planningDocuments:
    "Needs lists or draft plans (XLSX, CSV, PDF or DOCX tables) with a description and an estimated cost column; a method, a quantity, a unit cost and dates or quarters are read when present. The currency is taken from the headers or amounts, else from your framework.",
  screeningLists:
    "CSV or XLSX lists with a name column (e.g. the World Bank debarred firms list: Firm Name, Country, From Date, To Date, Grounds); rows with a country, dates and grounds are reported with them.",
  draftContract:
    "The draft contract (agreement and conditions, GCC/SCC): each essential clause is looked for by its heading or wording, and a clause the text says is missing or not applicable is reported as such.",
  procurementFile:
    "The documents of the file: the opening minutes or register, the evaluation report, the notification letters and the signed contract; their dates are read to check the timeline and the standstill.",
} as const;
