// Ids and organisation references, as Cardinal's `prepare` handles them (its stringify!, prepare_id_object! and
// prepare_id_array! macros): a number id becomes text, a placeholder id is removed, else a prefix is added, and
// the reference's role is noted for the party with that id.
import { isObj, type Obj } from "../ocds";
import { tally, type PreparationCounts } from "./steps";

/** Party id -> the roles it has or is given; undefined when party roles are not filled in. */
export type RoleLookup = Map<string, Set<string>> | undefined;

/** What one kind of reference gets: the ids to remove, the prefix to add ("" for none) and the role to note. */
export type ReferenceRule = {
  redact: ReadonlySet<string>;
  prefix: string;
  roles: RoleLookup;
  role: string;
};

/**
 * A number at `object[key]` becomes its decimal text. Cardinal writes serde_json's form; JSON.parse has already
 * turned 1.0 into 1, so such an id reads "1" here where Cardinal writes "1.0" (ids are integers in practice).
 */
export function stringifyId(object: Obj, key: string, counts: PreparationCounts) {
  const value = object[key];
  if (typeof value !== "number") return;
  object[key] = String(value);
  tally(counts, "integerIds");
}

/** One organisation reference (or classification) `{ id }`: stringify, then redact, or prefix and note the role. */
export function prepareReference(reference: Obj, rule: ReferenceRule, counts: PreparationCounts) {
  stringifyId(reference, "id", counts);
  const id = reference.id;
  if (typeof id !== "string") return;
  if (rule.redact.has(id)) {
    delete reference.id;
    tally(counts, "redactOrganizationIds");
    return;
  }
  let prefixed = id;
  if (!id.startsWith(rule.prefix)) {
    prefixed = rule.prefix + id;
    reference.id = prefixed;
    tally(counts, "prefixOrganizationIds");
  }
  rule.roles?.get(prefixed)?.add(rule.role);
}

/** `parent[key]` as a single reference object. */
export function prepareReferenceAt(parent: Obj, key: string, rule: ReferenceRule, counts: PreparationCounts) {
  const reference = parent[key];
  if (isObj(reference)) prepareReference(reference, rule, counts);
}

/** `parent[key]` as a list of references; a single object where a list belongs is put into a list first. */
export function prepareReferenceList(
  parent: Obj,
  key: string,
  rule: ReferenceRule,
  counts: PreparationCounts,
) {
  if (isObj(parent[key])) {
    parent[key] = [parent[key]];
    tally(counts, "singleObjectsToLists");
  }
  const list = parent[key];
  if (!Array.isArray(list)) return;
  for (const entry of list) if (isObj(entry)) prepareReference(entry, rule, counts);
}

/** Each party's string roles, by party id (a later party with the same id replaces an earlier one, as in Cardinal). */
export function partyRoleLookup(release: Obj): Map<string, Set<string>> {
  const lookup = new Map<string, Set<string>>();
  const parties = release.parties;
  if (!Array.isArray(parties)) return lookup;
  for (const party of parties) {
    if (!isObj(party) || typeof party.id !== "string") continue;
    const roles = Array.isArray(party.roles) ? party.roles : [];
    lookup.set(party.id, new Set(roles.filter((role): role is string => typeof role === "string")));
  }
  return lookup;
}

/**
 * Writes each party's roles from the lookup, sorted, when it has any: the roles it had plus those its references
 * gave it. Counted in "defaults": one per role a party did not list before.
 */
export function writePartyRoles(release: Obj, lookup: Map<string, Set<string>>, counts: PreparationCounts) {
  const parties = release.parties;
  if (!Array.isArray(parties)) return;
  for (const party of parties) {
    if (!isObj(party) || typeof party.id !== "string") continue;
    const roles = [...(lookup.get(party.id) ?? [])].sort();
    if (roles.length === 0) continue;
    const before = new Set(Array.isArray(party.roles) ? party.roles : []);
    tally(counts, "defaults", roles.filter((role) => !before.has(role)).length);
    party.roles = roles;
  }
}
