/**
 * Realistic documents for the sustainability & ESG review, written the way Kenyan road-agency tenders (NEMA EIA
 * licence, OSHA 2007, Employment Act 2007) and World Bank financed contracts (ESF, ESS1-ESS10, C-ESMP, SEA/SH)
 * are. Each page is one string; "\n" is a line break as a PDF or a scan wraps it.
 */

/** Kenyan rural road works: the Specification's environmental and social section covers every topic (PDF). */
export const KENYA_ROADS_ESMP = [
  [
    "SECTION 23 - ENVIRONMENTAL AND SOCIAL REQUIREMENTS",
    "23.1 The Contractor shall prepare a Contractor's Environmental and Social Management Plan (C-ESMP) for the approval of the Engineer before mobilisation and shall comply with the conditions of the EIA licence issued by NEMA under the Environmental Management and Co-ordination Act, 1999.",
    "23.2 Excavated material not required for the Works shall be disposed of only at spoil sites approved by the Engineer and the County Environment Officer.",
    "23.3 Dust suppression: haul roads and diversions shall be watered at least twice daily within 200 m of homesteads, schools and markets.",
    "23.4 Used oil, bitumen drums and other hazardous waste shall be collected and handed to a NEMA-licensed waste handler.",
  ].join("\n"),
  [
    "23.5 The Contractor shall comply with the Employment Act, 2007, pay not less than the statutory minimum wage and set up a grievance mechanism for workers.",
    "23.6 Workers' camps shall be sited at least 500 m from water sources and provided with potable water and sanitation.",
    "23.7 The Contractor shall comply with the Occupational Safety and Health Act, 2007 and provide personal protective equipment (PPE) to every worker.",
    "23.8 No child labour or forced labour shall be used on the Site or by any subcontractor.",
    "23.9 All workers shall sign a Code of Conduct prohibiting gender-based violence and sexual exploitation and abuse (GBV/SEA/SH) and attend awareness training.",
  ].join("\n"),
  [
    "23.10 Fraud and corruption: the Contractor shall comply with the Anti-Corruption and Economic Crimes Act, 2003.",
    "23.11 Tenderers shall declare any conflict of interest in the Form of Tender.",
    "23.12 Alternative pavement designs shall be compared by life-cycle cost over 20 years.",
    "23.13 Solar street lights shall use energy-efficient LED luminaires.",
    "23.14 Up to 20% of reclaimed asphalt may be used as recycled material in the base course.",
  ].join("\n"),
];

/**
 * A county market-shed tender (DOCX) that says what it leaves out: no ESMP prepared, waste "to be agreed later",
 * child labour "N/A", energy efficiency "not applicable"; nothing on labour conditions, life-cycle cost or recycled
 * content.
 */
export const COUNTY_MARKET_TENDER = [
  [
    "SECTION VI - SPECIFICATIONS: CONSTRUCTION OF KAMUKUNJI MARKET SHED",
    "1. No environmental and social management plan has been prepared for this contract.",
    "2. Disposal of waste: to be agreed later with the County Department of Environment.",
    "3. Occupational health and safety on the Site shall be the responsibility of the Contractor.",
  ].join("\n\n"),
  [
    "4. Child labour: N/A.",
    "5. Energy efficiency: not applicable.",
    "6. The roof shall be of pre-painted galvanised iron sheets, gauge 28.",
    "7. Fraud and corruption: the Contractor shall comply with the Anti-Corruption and Economic Crimes Act, 2003.",
    "8. Tenderers shall declare any conflict of interest in the Form of Tender.",
    "9. The Contractor shall prevent sexual harassment of workers and traders on the Site.",
  ].join("\n\n"),
];

/**
 * A World Bank financed water project's C-ESMP requirements as scanned (PDF): sentences wrapped mid-line, ESF
 * wording (ESS2, SEA/SH), a prohibition written with "No … shall", a conflict-of-interest rule written with
 * "shall not have", sustainable criteria declared not applicable, and nothing on recycled content.
 */
export const WORLD_BANK_WATER_CESMP = [
  [
    "PARTICULAR CONDITIONS - ENVIRONMENTAL AND SOCIAL",
    "The Contractor shall prepare and implement a C-ESMP in",
    "line with the World Bank Environmental and Social",
    "Framework, including Labor Management Procedures",
    "as required by ESS2.",
    "Spoil and construction debris shall be disposed of at",
    "sites approved by the Engineer, and dust shall be",
    "suppressed by watering of all haul roads.",
    "The Contractor shall keep an occupational",
    "health and safety plan and report every accident",
    "to the Engineer within 24 hours.",
    "No child labour or forced labour shall be",
    "employed on the Works.",
  ].join("\n"),
  [
    "The Contractor shall implement the SEA/SH",
    "prevention and response action plan and the",
    "workers' Code of Conduct.",
    "Fraud and Corruption: the Bank's Anti-Corruption",
    "Guidelines apply to this Contract.",
    "The Contractor shall not have a conflict of",
    "interest in relation to the supervision of the Works.",
    "Life-cycle costing: N/A.",
    "Energy efficiency: not applicable to this Contract.",
  ].join("\n"),
];
