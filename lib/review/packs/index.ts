/** Every rule pack the engine knows. Register a new service's pack here. */
import type { RulePack } from "../types";
import { complianceSolicitationPack } from "./compliance-solicitation";
import { contractCompletenessPack } from "./contract-completeness";

export const RULE_PACKS: readonly RulePack[] = [complianceSolicitationPack, contractCompletenessPack];
