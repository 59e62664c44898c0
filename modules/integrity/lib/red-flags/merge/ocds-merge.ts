// OCDS 1.1 merging (https://standard.open-contracting.org/1.1/en/schema/merging/), as open-contracting/ocds-merge
// (BSD 3-Clause) does it: each release is flattened into paths, objects in arrays are addressed by their `id`
// (identifier merge), later releases overwrite earlier paths, and the paths are rebuilt into one compiled release.
// Compiled releases only; versioned releases are not built.
//
// Cost: ocds-merge keys each path by its whole text, which costs depth x name length per field and, for nested
// arrays of objects with ids, depth^2 per object. Here a path is a node of a trie (one step per node, children found
// through a Map per node), built while descending and rebuilt by walking down from the nearest node already built,
// so time and memory are linear in the size of the releases whatever their depth. Both walks use a stack of their
// own, not recursion, so a deep release cannot overflow the call stack (the readers refuse deep ones anyway).

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A step of a flattened path: a field name, or an object in an array addressed by its identifier. */
type ItemPart = { readonly identifier: string; readonly id: unknown; readonly fresh?: true };
type Part = string | ItemPart;

/**
 * One path of the flattened releases: its last step, and the path it extends. Paths that share a beginning share
 * its nodes; `fields` and `items` find a node's next steps by field name and by identifier.
 */
type PathNode = {
  readonly parent: PathNode | null;
  readonly part: Part;
  fields?: Map<string, PathNode>;
  items?: Map<string, PathNode>;
};

/** The paths that end in a value, with that value (the latest release's), in the order each first appeared. */
type Flattened = Map<PathNode, unknown>;

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
function identify(item: Obj, unique: () => string): ItemPart {
  if (!Object.hasOwn(item, "id")) return { identifier: unique(), id: undefined, fresh: true };
  const id = item.id;
  return { identifier: typeof id === "string" ? id : `${JSON.stringify(id)}`, id };
}

const newRoot = (): PathNode => ({ parent: null, part: "" });

function fieldStep(at: PathNode, name: string): PathNode {
  const fields = (at.fields ??= new Map());
  let node = fields.get(name);
  if (!node) fields.set(name, (node = { parent: at, part: name }));
  return node;
}

/** The step to an object in an array; one without an id is a path of its own, never found again. */
function itemStep(at: PathNode, part: ItemPart): PathNode {
  if (part.fresh) return { parent: at, part };
  const items = (at.items ??= new Map());
  // A path seen before keeps its first parts (the first form of an id, as in ocds-merge).
  let node = items.get(part.identifier);
  if (!node) items.set(part.identifier, (node = { parent: at, part }));
  return node;
}

/** An object or array being walked by `flatten`: its path, its rules, its entries and the next one to read. */
type Frame = { at: PathNode; rules: RuleNode; array: boolean; entries: [string, unknown][]; next: number };

const frame = (at: PathNode, value: Obj | Obj[], rules: RuleNode): Frame => ({
  at,
  rules,
  array: Array.isArray(value),
  entries: Object.entries(value),
  next: 0,
});

/** Adds the release's values to `out` by path, depth first in the order of its fields (ocds-merge's order). */
function flatten(release: Obj, rules: RuleNode, out: Flattened, root: PathNode, unique: () => string) {
  const stack: Frame[] = [frame(root, release, rules)];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.next === top.entries.length) {
      stack.pop();
      continue;
    }
    const [key, item] = top.entries[top.next++]!;
    // Array items are objects (an array with anything else is a whole value) under the array's own rules.
    const itemRules = top.array ? top.rules : (top.rules.children.get(key) ?? NO_RULES);
    if (itemRules.rule === "omit") continue;
    const at = top.array ? itemStep(top.at, identify(item as Obj, unique)) : fieldStep(top.at, key);
    const wholeValue =
      itemRules.rule === "wholeList" ||
      typeof item !== "object" ||
      item === null ||
      (Array.isArray(item) && item.some((element) => !isObj(element)));
    // A path seen before keeps its place (Map.set) and takes the later value.
    if (wholeValue) out.set(at, item);
    // Empty objects and arrays add nothing and remove nothing (ocds-merge recurses only into non-empty ones).
    else if (Array.isArray(item) ? item.length > 0 : Object.keys(item as Obj).length > 0)
      stack.push(frame(at, item as Obj | Obj[], itemRules));
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
function unflatten(flat: Flattened, root: PathNode): Obj {
  const release: Obj = {};
  // What each path's node became: the object or array built for it, or null when the path cannot be built (a
  // value is there already, or the path goes through a value or through a container of the other kind). Neither
  // changes later: fields are only ever added.
  const built = new Map<PathNode, Obj | Obj[] | null>([[root, release]]);

  /** Builds `step` in `container`: an array when its next step is an object in an array, else an object. */
  const place = (container: Obj | Obj[] | null, step: PathNode, asArray: boolean): Obj | Obj[] | null => {
    const part = step.part;
    if (container === null) return null;
    if (typeof part !== "string") {
      if (!Array.isArray(container)) return null;
      const child: Obj = {};
      if (part.id !== undefined && part.id !== null) setOwn(child, "id", part.id);
      container.push(child);
      return child;
    }
    // A field already there was set as a value (containers built here are all in `built`).
    if (Array.isArray(container) || Object.hasOwn(container, part)) return null;
    const child: Obj | Obj[] = asArray ? [] : {};
    setOwn(container, part, child);
    return child;
  };

  /** The object built for `node`'s path, building what is missing down from the nearest node already built. */
  const objectAt = (node: PathNode): Obj | null => {
    const missing: PathNode[] = [];
    let at = node;
    while (!built.has(at)) {
      missing.push(at);
      at = at.parent!;
    }
    // `at` is in `built` (the root always is); what it holds may be null.
    let container = built.get(at) as Obj | Obj[] | null;
    for (let i = missing.length - 1; i >= 0; i--) {
      const next = i === 0 ? undefined : missing[i - 1]!.part;
      container = place(container, missing[i]!, next !== undefined && typeof next !== "string");
      built.set(missing[i]!, container);
    }
    return container === null || Array.isArray(container) ? null : container;
  };

  for (const [node, value] of flat) {
    const part = node.part;
    // Leaves are fields (array items are objects, walked into); an item step here would only build its object.
    if (typeof part !== "string") {
      objectAt(node);
      continue;
    }
    const parent = objectAt(node.parent!);
    if (parent && value !== null && !Object.hasOwn(parent, part)) setOwn(parent, part, value);
  }
  return release;
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
  const root = newRoot();
  const set = (field: string, value: unknown) => merged.set(fieldStep(root, field), value);
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
    flatten(rest, tree, merged, root, unique);
  }
  return unflatten(merged, root);
}
