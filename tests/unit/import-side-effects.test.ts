/**
 * package.json's "sideEffects" tells the bundler which files do something when imported; every other file may
 * be skipped when none of its exports is used (that is what lets a page import one name from a feature's entry
 * point without loading the rest). A file that registers something at import but is missing from the list is
 * silently not run: the integrity API's job handlers were, and every red-flag job stayed queued (CI, issue 30).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Top-level statements that run code at import: a call, `await` or `void` at the start of a line. A loop that
 * fills the module's own table is not one: it runs whenever the module's exports are used.
 */
function importSideEffects(source: string): string[] {
  return source
    .split("\n")
    .filter((line) => /^(?:await |void )?(?!(?:for|if|while|switch)\b)[A-Za-z_$][\w$.]*\s*\(/.test(line))
    .map((line) => line.trim());
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated" && entry.name !== "node_modules") sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe("files with import side effects are declared in package.json", () => {
  it("finds a top-level call, await or void, and not declarations or indented calls", () => {
    expect(importSideEffects('import "x";\nregisterJobHandlers("a", () => ({}));\n')).toEqual([
      'registerJobHandlers("a", () => ({}));',
    ]);
    expect(importSideEffects("void start();\nawait warmUp();")).toHaveLength(2);
    expect(
      importSideEffects(
        "export const x = make();\nfunction f() {\n  call();\n}\nexport { a } from './a';\nconst y = 1;\nfor (const n of [1]) y.add(n);",
      ),
    ).toEqual([]);
  });

  it("every source file that runs code at import is listed, and every listed file exists", () => {
    const declared = (JSON.parse(readFileSync("package.json", "utf8")) as { sideEffects: string[] })
      .sideEffects;
    const files = ["app", "components", "lib", "modules"].flatMap((root) => sourceFiles(root));
    const undeclared = files.filter(
      (file) => importSideEffects(readFileSync(file, "utf8")).length > 0 && !declared.includes(`./${file}`),
    );
    expect(undeclared, "add these to package.json's sideEffects, or run their code from a function").toEqual(
      [],
    );
    const listedFiles = declared.filter((entry) => !entry.includes("*"));
    expect(listedFiles.filter((entry) => !files.includes(entry.slice(2)))).toEqual([]);
  });
});
