/**
 * The provisions of a tender, bill or contract that carry a risk, as data: what words make the provision (in one
 * sentence), and the risks it raises with their category, stage, scores and why, owner and due date. A word alone
 * is not a provision: "asbestos" counts with the work done to it ("remove and dispose of asbestos roofing
 * sheets"), and "No asbestos-containing materials" or "Asbestos: N/A" raise nothing (detect.ts reads negation).
 *
 * Most provisions are words in one sentence (terms, context, unless); those that need the whole document set or
 * another engine's reading have a reader instead (a tender security waived with nothing requiring one; brand names
 * found by the review's brand finder; a foreign currency allowed and not overridden by a Kenya Shillings clause).
 *
 * Laws named are Kenya's: the Environmental Management and Co-ordination Act (EMCA 1999) and its Waste Management
 * Regulations 2006 (hazardous waste handled and disposed of by NEMA-licensed operators), the Occupational Safety
 * and Health Act 2007 (OSHA) and the Public Procurement and Asset Disposal Act 2015 (PPADA).
 */
import { HAZARD_PROVISIONS } from "./hazard-provisions";
import { PROCUREMENT_PROVISIONS } from "./procurement-provisions";
import type { RiskProvision } from "./provision-types";

export type { DueRule, ProvisionRisk, RiskProvision } from "./provision-types";

export const RISK_PROVISIONS: readonly RiskProvision[] = [...HAZARD_PROVISIONS, ...PROCUREMENT_PROVISIONS];
