// Deterministic procurement-like text for the extraction and search benchmarks. The vocabulary is realistic in
// size and shape: a few thousand distinct words of procurement, legal, financial and technical English, people's
// and places' names, amounts, dates, clause numbers and reference codes, drawn with a Zipf distribution (a few
// words are everywhere, most are rare), so the full-text index sees long posting lists and short ones, as it
// does on real guidelines. A tiny word list makes every query match every chunk, which measures nothing real.

const words = (text: string): string[] => text.trim().split(/\s+/);

/** Nouns, most common first (the order is the Zipf rank). */
const NOUNS = words(`
  contract tender bid procurement supplier entity evaluation award price committee document works goods services
  security guarantee payment specification criteria notice complaint review plan method threshold deadline lot
  contractor consultant bidder authority agreement schedule period submission opening signature amendment
  clause section regulation act law policy guideline manual procedure requirement obligation right remedy
  framework variation standstill prequalification qualification eligibility experience capacity turnover
  liability insurance warranty defect retention invoice receipt delivery inspection acceptance certificate
  budget estimate cost value currency rate tax duty exemption discount margin preference quota reservation
  integrity fraud corruption collusion bribery coercion obstruction debarment suspension sanction audit
  investigation allegation whistleblower witness evidence record minute report register database portal
  platform system software hardware server network licence module interface integration migration backup
  road bridge building school hospital clinic water pipeline borehole reservoir dam canal drainage sewer
  pavement asphalt concrete cement steel timber aggregate gravel sand bitumen reinforcement formwork scaffold
  vehicle truck ambulance generator transformer cable pump valve meter sensor turbine panel battery inverter
  laptop desktop printer scanner router switch firewall projector furniture stationery uniform textile
  medicine vaccine syringe reagent laboratory equipment instrument consumable spare part tool machinery
  fertiliser seed pesticide livestock feed irrigation tractor harvester silo warehouse storage depot
  fuel lubricant diesel petrol kerosene gas electricity tariff utility meter connection substation grid
  consultancy assignment deliverable inception milestone workshop training seminar study survey assessment
  feasibility design drawing bill quantity rate item unit measurement tolerance standard norm test sample
  quality assurance control inspection commissioning handover maintenance operation repair replacement
  dispute arbitration adjudication mediation conciliation tribunal court judgment appeal injunction claim
  counterclaim damages penalty interest indemnity termination default breach force majeure suspension
  extension delay acceleration claim notice instruction order directive circular memorandum letter email
  signature seal stamp witness notary declaration affidavit undertaking commitment pledge covenant
  beneficial ownership shareholder director partner subsidiary parent company firm consortium joint venture
  association cooperative enterprise corporation agency ministry department directorate bureau commission
  council municipality county province district region state government parliament cabinet treasury
  officer accountant engineer architect surveyor lawyer auditor inspector manager director secretary clerk
  chairperson member observer representative delegate agent attorney counsel expert specialist advisor
  citizen community beneficiary stakeholder donor lender borrower financier bank guarantor insurer
  transparency accountability competition fairness efficiency economy effectiveness sustainability equity
  environment climate emission waste recycling pollution biodiversity safeguard resettlement compensation
  gender disability inclusion youth labour wage worker employee employer union safety health hazard
  accident injury incident risk mitigation contingency emergency disaster recovery resilience continuity
  disclosure publication dataset indicator benchmark statistic trend analysis dashboard metric target
  objective outcome output impact result performance efficiency productivity savings overrun slippage
  approval authorisation delegation signatory mandate resolution decision determination finding recommendation
  conflict interest gift hospitality declaration recusal abstention disqualification exclusion blacklist
  language translation interpretation definition provision annex appendix attachment form template checklist
  envelope package volume copy original format file upload download encryption password account login
  archive retention destruction confidentiality secrecy privacy consent breach notification
  negotiation clarification correction error omission deviation reservation condition assumption exception
  ranking score weight point mark factor formula calculation average median deviation outlier coefficient
  lifecycle ownership depreciation residual salvage disposal auction sale lease rental concession licence
  partnership concessionaire operator sponsor lender equity debt loan grant subsidy transfer disbursement
  advance instalment retention release refund deduction withholding levy fee charge commission royalty
  catalogue marketplace reverse auction purchase order requisition call-off mini-competition sourcing
  negotiation quotation solicitation invitation expression shortlist longlist pool roster panel
`);

/** Verbs in the base form (after "shall", "may", "must"). */
const VERBS = words(`
  publish verify request evaluate document disclose record extend reject justify submit prepare review approve
  award sign notify inform confirm accept return reimburse pay deduct withhold release retain forfeit invoke
  terminate suspend cancel annul amend vary adjust correct clarify negotiate compare rank score weigh assess
  inspect test sample certify measure monitor report audit investigate sanction debar exclude disqualify
  register open close seal store archive retain destroy encrypt upload download transmit deliver install
  commission maintain repair replace supply provide furnish procure purchase lease rent hire engage appoint
  nominate delegate authorise instruct direct order require demand claim dispute appeal arbitrate mediate
  settle compensate indemnify insure guarantee secure pledge assign subcontract transfer novate waive
  consult coordinate supervise manage oversee implement execute perform complete achieve exceed estimate
  calculate determine establish define specify describe identify list attach enclose annex reference cite
  declare recuse abstain observe attend chair convene adjourn decide resolve recommend advise propose
  invite solicit advertise shortlist prequalify qualify screen check validate reconcile consolidate aggregate
  disburse allocate budget forecast plan schedule prioritise expedite postpone defer reschedule resume
`);

/** Adjectives, most common first. */
const ADJECTIVES = words(`
  responsive substantial lowest evaluated technical financial administrative legal contractual original
  certified valid invalid eligible ineligible qualified unqualified competitive restricted open direct
  national international local regional domestic foreign public private independent external internal
  electronic manual physical digital written oral formal informal preliminary detailed final interim
  annual quarterly monthly weekly daily mandatory optional additional supplementary alternative conditional
  unconditional irrevocable on-demand confidential sensitive proprietary reasonable material minor major
  significant abnormal low high excessive fair objective transparent accountable efficient economic
  sustainable green social environmental accessible inclusive secure reliable durable compatible
  interoperable scalable modular standard custom generic brand-specific equivalent comparable applicable
  relevant sufficient adequate appropriate prior subsequent previous current future pending overdue late
  early timely urgent emergency exceptional extraordinary ordinary routine recurrent framework multi-year
  single-source sole limited unlimited maximum minimum estimated actual contingent provisional binding
  enforceable void voidable lawful unlawful fraudulent corrupt collusive coercive obstructive conflicting
  beneficial ultimate registered incorporated licensed accredited audited consolidated signed sealed
  stamped notarised translated apostilled scanned encrypted archived published disclosed redacted
  reinforced precast galvanised stainless insulated waterproof fire-rated certified calibrated tested
  refurbished new used second-hand imported locally-made solar hybrid diesel electric mechanical civil
  structural geotechnical hydraulic sanitary medical pharmaceutical surgical diagnostic clinical
`);

/** The long tail: general, legal and technical English that guidelines use now and then. */
const RARE = words(`
  abatement abeyance abrogation accession accrual acquiescence addendum adjournment adjudicator admissibility
  affiliate affirmation aforementioned agglomeration alienation allotment ambiguity amortisation ancillary
  apportionment appraisal appropriation arbitrator arrears ascertainment assignee assignor attestation
  authentication autonomy averment bailment bankruptcy bequest bilateral bona bylaw cadastral caveat cession
  codicil cognisance collateral commencement commensurate compendium compliance concurrence conformity
  consignment constituent construal contemporaneous contravention conveyance corrigendum cumulative curtailment
  custodian debenture decommissioning deed default defeasance delinquency demurrage derogation devolution
  diligence discretion dissolution divestment domicile easement embargo emolument encumbrance endorsement
  entitlement escrow estoppel exigency expropriation extinguishment fiduciary forbearance foreclosure forfeiture
  garnishment gazette hereinafter hypothecation impartiality impediment imprest inadmissibility incumbent
  indemnitor indenture infringement injunctive insolvency instrument interlocutory intestate jurisdiction
  laches leasehold legislation lien liquidation litigant litigation mandamus merger misrepresentation moratorium
  mortgage negligence nomination nonconformity notwithstanding novation nullity obligor occupancy offeree offeror
  ombudsman ordinance overpayment pari passu perjury pertinent plenary precedent predecessor prejudice
  prescription presumption probity promissory prorogation proviso quantum quorum ratification receivership
  recital reconveyance rectification redemption referral reimbursement remittance renunciation repudiation
  rescission restitution revocation rider salvage severability solvency statute stipulation subrogation
  subpoena successor sufficiency summons surety suretyship tenancy testimony tortious trustee ultra vires
  underwriting unenforceability usufruct vendor verification vesting waiver warrant
  abrasion absorbency accelerometer actuator adhesive aeration airflow alignment alloy alternator ammeter
  amplifier anchorage annealing anodising antenna aperture aquifer armature attenuation auger backfill ballast
  bandwidth barometer bearing bevel biomass bollard bracket breaker bulkhead busbar caisson calibration
  cantilever capacitor carburettor casing cathodic centrifuge chiller chlorination circuit cladding coagulant
  coating compaction compressor condenser conductor conduit contactor conveyor coolant corrosion coupling
  crankshaft culvert curing damper dehumidifier desalination detector diaphragm diffuser dimmer dosimeter
  drywall ducting dynamo earthing effluent elastomer electrode embankment enclosure epoxy evaporator excavation
  extrusion fabrication fastener fibre filtration flange flowmeter flux footing gasket gearbox geomembrane
  geotextile girder grommet grout gutter gypsum handrail heatsink hinge hydrant hydrometer impeller inductor
  infill insulator inverter joist kerb lacquer laminate lintel louvre manhole manifold masonry membrane
  microcontroller modem mortar motherboard nozzle oscillator outlet parapet partition photovoltaic piling plinth
  plywood polymer potentiometer precast pressurisation purlin radiator rafter rebar rectifier regulator relay
  resistor rivet roofing rotor sealant sedimentation semiconductor septic shotcrete sluice soffit solder
  spillway sprinkler stabiliser stator subgrade substrate sump switchgear tarmac telemetry thermostat throttle
  topsoil torque transducer transistor trench truss turbidity underlay upstand varnish ventilation viaduct
  voltmeter washer weir welding winch
  abstract accurate ambitious analogous arbitrary articulate attainable coherent comprehensive concise
  consistent credible decisive deliberate diligent discernible diverse dormant eloquent empirical explicit
  feasible flexible frugal fundamental granular holistic idle immediate implicit incremental indispensable
  inherent intangible intermittent intricate legible lucrative meticulous moderate negligible notable obsolete
  onerous peculiar pivotal plausible pragmatic precise prevalent prohibitive prudent punctual rigorous robust
  salient scarce seamless stringent succinct tangible tentative thorough transient undue unforeseen uniform
  verifiable viable vulnerable
`);

/** Phrases that recur in guidelines (and in users' quoted queries). */
export const PHRASES = words(`
  bid_security performance_guarantee technical_specifications evaluation_criteria contract_award_notice
  framework_agreement price_schedule conflict_of_interest beneficial_ownership standstill_period
  procurement_plan prequalification_documents liquidated_damages variation_order advance_payment
  bill_of_quantities terms_of_reference request_for_quotation invitation_to_tender tender_security
  bid_validity_period lowest_evaluated_bid most_economically_advantageous_tender prior_review_threshold
  complaint_review_mechanism debarment_list force_majeure retention_money defects_liability_period
  value_for_money life-cycle_cost sole_source direct_contracting open_national_tendering
  restricted_tendering two-envelope_system reverse_auction e-procurement_portal procurement_records
  contract_management_plan performance_security bank_guarantee insurance_bond abnormally_low_bid
  eligibility_requirements qualification_criteria post-qualification evaluation_report negotiation_minutes
`).map((phrase) => phrase.replace(/_/g, " "));

const PREPOSITIONS = words(
  `of for under within before after during against between without upon through by to`,
);
const QUALIFIERS = [
  "before the submission deadline",
  "within ten working days",
  "in accordance with the procurement regulations",
  "for contracts above the prior review threshold",
  "using the electronic procurement system",
  "under the open tendering method",
  "for works, goods and non-consulting services",
  "unless the funding agency objects",
  "after the bid opening session",
  "in the official journal",
  "for each lot separately",
  "with the approval of the head of the entity",
  "as stated in the bid data sheet",
  "subject to the no-objection of the financier",
  "where the estimated value exceeds the threshold",
  "in the standard bidding documents",
];
const GIVEN = words(`
  Amina Wanjiru Kofi Ngozi Tendai Chipo Sipho Thandiwe Kwame Abena Juma Halima Otieno Achieng Mwangi Njeri
  Ibrahim Fatima Yusuf Aisha Mohamed Layla Omar Samira Ahmed Nadia Carlos Lucia Mateo Sofia Diego Valentina
  Pierre Claire Jean Amelie Hans Greta Lukas Ingrid Piotr Agnieszka Ivan Olga Tomas Jana Nikos Eleni
  Rajesh Priya Arjun Deepa Vikram Anjali Chen Li Wei Mei Hiroshi Yuki Kenji Sakura Minh Linh Somchai
  John Mary James Patricia Robert Jennifer Michael Linda David Barbara William Susan Richard Jessica
`);
const FAMILY = words(`
  Mutua Kamau Odhiambo Wambui Mensah Owusu Okafor Adeyemi Moyo Ndlovu Dlamini Nkosi Banda Phiri Mwale
  Haddad Khalil Mansour Farouk Rahman Hossain Santos Oliveira Fernandez Garcia Rodriguez Lopez Martinez
  Dubois Laurent Moreau Schmidt Muller Weber Nowak Kowalski Novak Horvat Papadopoulos Ivanova Petrov
  Sharma Patel Gupta Singh Iyer Nair Wang Zhang Liu Tanaka Suzuki Nguyen Tran Pham Chaiyaporn Smith
  Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore Jackson Martin Thompson
`);
const PLACES = words(`
  Nairobi Mombasa Kisumu Nakuru Eldoret Kampala Entebbe Gulu Dodoma Arusha Mwanza Kigali Huye Addis Ababa
  Lagos Abuja Kano Accra Kumasi Dakar Abidjan Lusaka Ndola Harare Bulawayo Lilongwe Blantyre Maputo
  Gaborone Windhoek Pretoria Durban Johannesburg Cairo Tunis Rabat Casablanca Amman Beirut Dhaka Chittagong
  Karachi Lahore Colombo Kathmandu Manila Cebu Jakarta Surabaya Hanoi Bangkok Lima Quito Bogota Medellin
  Tegucigalpa Managua Kingston Brussels Warsaw Vilnius Tirana Skopje Kyiv Tbilisi Yerevan Tashkent
  Kiambu Machakos Kakamega Turkana Garissa Kilifi Nyeri Meru Bungoma Kericho Marsabit Wajir Mandera
`);
const ORGS = [
  "Public Procurement Regulatory Authority",
  "Kenya Rural Roads Authority",
  "National Water Harvesting and Storage Authority",
  "Ministry of Health",
  "Ministry of Finance and Planning",
  "County Government of Kiambu",
  "Office of the Auditor General",
  "Ethics and Anti-Corruption Commission",
  "Public Procurement Administrative Review Board",
  "World Bank",
  "African Development Bank",
  "European Investment Bank",
  "Asian Development Bank",
  "United Nations Development Programme",
];
const UNITS = words(
  `mm cm m km m2 m3 kg tonnes litres kVA kW kWh MW V A Hz bar psi GB TB Mbps hours days months`,
);
const CURRENCIES = words(`KES UGX TZS RWF ETB NGN GHS ZAR USD EUR GBP INR BDT PHP`);
const MONTHS = words(`January February March April May June July August September October November December`);
const ROLES = [
  "Accounting Officer",
  "Head of Procurement",
  "Chief Engineer",
  "Legal Counsel",
  "Internal Auditor",
  "Chair of the Tender Committee",
  "Contract Manager",
  "Project Coordinator",
];

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same corpus on every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)]!;

/** Picks with a Zipf distribution (weight 1/rank^s) from a list ordered most common first. */
function zipf<T>(items: readonly T[], s = 1.05): (next: () => number) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= items.length; rank++) cumulative.push((total += 1 / rank ** s));
  return (next) => {
    const target = next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

const noun = zipf(NOUNS);
const verb = zipf(VERBS);
const adjective = zipf(ADJECTIVES);
const phrase = zipf(PHRASES, 0.8);
const rare = zipf(RARE, 0.3);

const person = (next: () => number) => `${pick(next, GIVEN)} ${pick(next, FAMILY)}`;
const amount = (next: () => number) =>
  `${pick(next, CURRENCIES)} ${Math.floor(1_000 + next() * 99_000_000).toLocaleString("en-US")}`;
const date = (next: () => number) =>
  `${1 + Math.floor(next() * 28)} ${pick(next, MONTHS)} ${2015 + Math.floor(next() * 12)}`;
const reference = (next: () => number) =>
  `${pick(next, ["RFB", "RFQ", "RFP", "ITT", "EOI", "LPO", "CT"])}/${2015 + Math.floor(next() * 12)}/${String(
    Math.floor(next() * 1000),
  ).padStart(3, "0")}`;
const clause = (next: () => number) =>
  `${pick(next, ["clause", "section", "regulation", "article", "paragraph"])} ${1 + Math.floor(next() * 60)}.${1 + Math.floor(next() * 12)}`;
const measure = (next: () => number) => `${Math.floor(1 + next() * 5000)} ${pick(next, UNITS)}`;
const nounPhrase = (next: () => number) =>
  next() < 0.3
    ? `the ${phrase(next)}`
    : next() < 0.5
      ? `the ${adjective(next)} ${noun(next)}`
      : `the ${noun(next)}`;
const subject = (next: () => number) =>
  next() < 0.6 ? `The ${noun(next)}` : `The ${adjective(next)} ${noun(next)}`;
const modal = (next: () => number) => pick(next, ["shall", "must", "may", "should", "shall not", "may not"]);

const TEMPLATES: ((next: () => number) => string)[] = [
  (n) =>
    `${subject(n)} ${modal(n)} ${verb(n)} ${nounPhrase(n)} ${pick(n, PREPOSITIONS)} ${nounPhrase(n)} ${pick(n, QUALIFIERS)}.`,
  (n) => `${subject(n)} ${modal(n)} ${verb(n)} ${nounPhrase(n)} ${pick(n, QUALIFIERS)}.`,
  (n) =>
    `Where ${nounPhrase(n)} is ${adjective(n)}, ${nounPhrase(n)} ${modal(n)} ${verb(n)} ${nounPhrase(n)}.`,
  (n) =>
    `Under ${clause(n)}, ${nounPhrase(n)} of ${amount(n)} ${modal(n)} be paid within ${1 + Math.floor(n() * 90)} days of ${nounPhrase(n)}.`,
  (n) =>
    `${person(n)}, ${pick(n, ROLES)} of the ${pick(n, ORGS)}, confirmed on ${date(n)} that ${nounPhrase(n)} for ${reference(n)} in ${pick(n, PLACES)} was ${adjective(n)}.`,
  (n) =>
    `The ${adjective(n)} ${noun(n)} shall have a ${noun(n)} of not less than ${measure(n)} and a ${noun(n)} of at most ${measure(n)}.`,
  (n) =>
    `Tender ${reference(n)} for the ${noun(n)} ${noun(n)} at ${pick(n, PLACES)} closes on ${date(n)}, and ${nounPhrase(n)} is ${amount(n)}.`,
  (n) => `The ${rare(n)} and the ${rare(n)} of ${nounPhrase(n)} are ${rare(n)} matters for the ${noun(n)}s.`,
  (n) => `Any ${rare(n)} ${noun(n)} ${modal(n)} ${verb(n)} the ${rare(n)} ${pick(n, QUALIFIERS)}.`,
  (n) => `See ${clause(n)} and ${clause(n)} on ${nounPhrase(n)}, ${nounPhrase(n)} and ${nounPhrase(n)}.`,
];

export function sentence(next: () => number): string {
  return pick(next, TEMPLATES)(next);
}

/** About `chars` characters of sentences, in paragraphs of ~4-6 sentences. */
export function procurementText(next: () => number, chars: number): string {
  const paragraphs: string[] = [];
  let length = 0;
  while (length < chars) {
    const count = 4 + Math.floor(next() * 3);
    const paragraph = Array.from({ length: count }, () => sentence(next)).join(" ");
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  return paragraphs.join("\n\n").slice(0, chars);
}

/** Distinct words the generator can produce (before amounts, dates and codes): for the bench report. */
export const VOCABULARY_SIZE = new Set(
  [
    ...NOUNS,
    ...VERBS,
    ...ADJECTIVES,
    ...RARE,
    ...PHRASES.flatMap(words),
    ...GIVEN,
    ...FAMILY,
    ...PLACES,
    ...ORGS.flatMap(words),
  ].map((word) => word.toLowerCase()),
).size;

/**
 * Queries as users type them, from common terms to rare ones: words, pairs, quoted phrases, "or", exclusions,
 * questions, names, places and reference codes.
 */
export function benchQueries(next: () => number, count: number): string[] {
  const term = (n: () => number) => (n() < 0.5 ? noun(n) : n() < 0.5 ? adjective(n) : pick(n, NOUNS));
  const shapes: ((n: () => number) => string)[] = [
    (n) => term(n),
    (n) => `${term(n)} ${term(n)}`,
    (n) => `${adjective(n)} ${noun(n)}`,
    (n) => `"${phrase(n)}"`,
    (n) => `"${phrase(n)}" ${term(n)}`,
    (n) => `${term(n)} or ${term(n)}`,
    (n) => `${phrase(n)} -${term(n)}`,
    (n) => `what is the ${phrase(n)} for ${noun(n)}?`,
    (n) => `how to ${verb(n)} the ${noun(n)} ${pick(n, QUALIFIERS)}`,
    (n) => person(n),
    (n) => `${pick(n, PLACES)} ${noun(n)}`,
    (n) => reference(n),
    (n) => `${rare(n)} ${noun(n)}`,
    (n) => rare(n),
  ];
  return Array.from({ length: count }, () => pick(next, shapes)(next));
}
