// OCDS 1.1 merging (https://standard.open-contracting.org/1.1/en/schema/merging/), as open-contracting/ocds-merge
// (BSD 3-Clause) does it: each release is flattened into paths, objects in arrays are addressed by their `id`
// (identifier merge), later releases overwrite earlier paths, and the paths are rebuilt into one compiled release.
// Compiled releases only; versioned releases are not built.

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A step of a flattened path: a field name, or an object in an array addressed by its identifier. */
type Part = string | { readonly identifier: string; readonly id: unknown; readonly fresh?: true };
type Flattened = Map<string, { parts: Part[]; value: unknown }>;

type Rule = "omit" | "wholeList";
type RuleNode = { rule?: Rule; children: Map<string, RuleNode> };

/**
 * The merge rules of the OCDS 1.1 release schema (1.1.4), as ocds-merge derives them (its test_get_merge_rules_1_1):
 * fields set `omitWhenMerged`, and arrays replaced whole (`wholeListMerge`, arrays of strings, arrays of objects
 * without `id`). Paths skip array positions. Arrays not in the schema are handled by their content (see flatten).
 */
export const OCDS_1_1_MERGE_RULES: Readonly<Record<string, Rule>> = {
  id: "omit",
  date: "omit",
  tag: "omit",
  "awards/items/additionalClassifications": "wholeList",
  "contracts/items/additionalClassifications": "wholeList",
  "contracts/relatedProcesses/relationship": "wholeList",
  "parties/additionalIdentifiers": "wholeList",
  "parties/roles": "wholeList",
  "relatedProcesses/relationship": "wholeList",
  "tender/additionalProcurementCategories": "wholeList",
  "tender/items/additionalClassifications": "wholeList",
  "tender/submissionMethod": "wholeList",
  // Deprecated fields, still merged by their 1.1 rules.
  "awards/amendment/changes": "wholeList",
  "awards/amendments/changes": "wholeList",
  "awards/suppliers/additionalIdentifiers": "wholeList",
  "buyer/additionalIdentifiers": "wholeList",
  "contracts/amendment/changes": "wholeList",
  "contracts/amendments/changes": "wholeList",
  "contracts/implementation/transactions/payee/additionalIdentifiers": "wholeList",
  "contracts/implementation/transactions/payer/additionalIdentifiers": "wholeList",
  "tender/amendment/changes": "wholeList",
  "tender/amendments/changes": "wholeList",
  "tender/procuringEntity/additionalIdentifiers": "wholeList",
  "tender/tenderers/additionalIdentifiers": "wholeList",
};

function ruleTree(rules: Readonly<Record<string, Rule>>): RuleNode {
  const root: RuleNode = { children: new Map() };
  for (const [path, rule] of Object.entries(rules)) {
    let node = root;
    for (const field of path.split("/")) {
      let child = node.children.get(field);
      if (!child) node.children.set(field, (child = { children: new Map() }));
      node = child;
    }
    node.rule = rule;
  }
  return root;
}

const OCDS_1_1_TREE = ruleTree(OCDS_1_1_MERGE_RULES);
const NO_RULES: RuleNode = { children: new Map() };

const keyOf = (parts: Part[]) =>
  JSON.stringify(
    parts.map((p) => (typeof p === "string" ? p : p.fresh ? [p.identifier, 0] : [p.identifier])),
  );

/**
 * An object in an array is addressed by its `id`; one without an `id` gets a key of its own, so it is never merged
 * with another object.
 *
 * The ids 1 and "1" address the same object, which keeps the form of the id first seen and the latest fields. This
 * differs from ocds-merge on purpose: its flatten also makes both the key "1", but its unflatten looks objects up
 * by the raw id, so fields first seen under "1" start a second object and one award is split in two (half its
 * fields in each). Publishers switch between number and text ids from one release to the next (a database export,
 * then a form), and Cardinal compares ids as text (its `stringify!` preparation), so one object is what an
 * indicator should see.
 *
 * Number ids are JSON.parse's doubles: an integer id above 2^53 (9007199254740992) has already lost its last
 * digits, so two such ids that differ only there address one object. Python's ocds-merge and serde_json keep
 * them exact. We accept that: ids that long are rare (tax and register numbers have at most 15 digits), and
 * keeping them would need a JSON parser of our own in the streaming readers (see input-lines.ts parseItem).
 */
function identify(item: Obj, unique: () => string): Part {
  if (!Object.hasOwn(item, "id")) return { identifier: unique(), id: undefined, fresh: true };
  const id = item.id;
  return { identifier: typeof id === "string" ? id : `${JSON.stringify(id)}`, id };
}

function flatten(
  value: Obj | Obj[],
  rules: RuleNode,
  out: Flattened,
  path: Part[],
  unique: () => string,
): void {
  const entries: [Part, unknown, RuleNode][] = Array.isArray(value)
    ? value.map((item) => [identify(item, unique), item, rules])
    : Object.entries(value).map(([key, item]) => [key, item, rules.children.get(key) ?? NO_RULES]);
  for (const [part, item, itemRules] of entries) {
    if (itemRules.rule === "omit") continue;
    const itemPath = [...path, part];
    const wholeValue =
      itemRules.rule === "wholeList" ||
      typeof item !== "object" ||
      item === null ||
      (Array.isArray(item) && item.some((element) => !isObj(element)));
    if (wholeValue) {
      // A path seen before keeps its place and its first parts (the first form of an id, as in ocds-merge).
      const key = keyOf(itemPath);
      const seen = out.get(key);
      if (seen) seen.value = item;
      else out.set(key, { parts: itemPath, value: item });
    }
    // Empty objects and arrays add nothing and remove nothing (ocds-merge recurses only into non-empty ones).
    else if (Array.isArray(item) ? item.length > 0 : Object.keys(item as Obj).length > 0)
      flatten(item as Obj | Obj[], itemRules, out, itemPath, unique);
  }
}

function setOwn(target: Obj, key: string, value: unknown) {
  // defineProperty, not assignment: a field named "__proto__" stays a field.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Rebuilds the release from its paths, in the order each path first appeared. `null` leaves are omitted. When
 * releases disagree on a path's type (a literal in one, an object or array in another), ocds-merge stops with an
 * error; here the path that came first wins and the other is left out, so one odd field never loses a process.
 */
function unflatten(flat: Flattened): Obj {
  const root: Obj = {};
  const built = new WeakSet<object>([root]);
  const byIdentifier = new Map<string, Obj>();
  for (const { parts, value } of flat.values()) {
    let node: Obj | Obj[] = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (typeof part !== "string") {
        if (!Array.isArray(node) || !built.has(node)) break;
        const at = keyOf(parts.slice(0, i + 1));
        let child = byIdentifier.get(at);
        if (!child) {
          child = {};
          if (part.id !== undefined && part.id !== null) setOwn(child, "id", part.id);
          built.add(child);
          byIdentifier.set(at, child);
          node.push(child);
        }
        node = child;
        continue;
      }
      if (Array.isArray(node) || !built.has(node)) break;
      if (Object.hasOwn(node, part)) {
        node = node[part] as Obj | Obj[];
        continue;
      }
      if (i === parts.length - 1) {
        if (value !== null) setOwn(node, part, value);
        break;
      }
      const child: Obj | Obj[] = typeof parts[i + 1] === "string" ? {} : [];
      built.add(child);
      setOwn(node, part, child);
      node = child;
    }
  }
  return root;
}

const dateOf = (release: Obj) => (typeof release.date === "string" ? release.date : "");

/**
 * Merges the releases of one contracting process into its compiled release: sorted by `date` (a stable sort, so
 * releases of the same date keep their order), merged, then given `tag: ["compiled"]`, `id` = `${ocid}-${date}`
 * and the `date` and `ocid` of the last release. Dates are compared as text, as ocds-merge does.
 *
 * A release without a date (or with a date that is not text) is treated as the oldest, so every dated release is
 * merged over it; several undated ones keep their input order. ocds-merge stops there (MissingDateKeyError) and
 * ocdskit's compile with it; we go on, without a warning, because one undated release should not lose a whole
 * file, and the oldest place is the one that lets the dated releases, whose order is known, decide. If the
 * undated release really was the newest, its values are overwritten by older ones. See README.md.
 */
export function compileReleases(
  releases: readonly Obj[],
  rules: Readonly<Record<string, Rule>> = OCDS_1_1_MERGE_RULES,
): Obj {
  const tree = rules === OCDS_1_1_MERGE_RULES ? OCDS_1_1_TREE : ruleTree(rules);
  const sorted = [...releases].sort((a, b) => {
    const [x, y] = [dateOf(a), dateOf(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  let counter = 0;
  const unique = () => String(counter++);
  const merged: Flattened = new Map();
  const set = (field: string, value: unknown) => {
    const seen = merged.get(keyOf([field]));
    if (seen) seen.value = value;
    else merged.set(keyOf([field]), { parts: [field], value });
  };
  set("tag", ["compiled"]);
  for (const release of sorted) {
    const ocid = release.ocid ?? null;
    const date = release.date ?? null;
    set("id", `${ocid === null ? "None" : String(ocid)}-${date === null ? "None" : String(date)}`);
    set("date", date);
    set("ocid", ocid);
    // The release's own tag never reaches the compiled release (it says "compiled"), whatever the rules.
    const rest = { ...release };
    delete rest.tag;
    flatten(rest, tree, merged, [], unique);
  }
  return unflatten(merged);
}
