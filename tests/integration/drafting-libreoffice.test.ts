import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { extractDocument } from "@/lib/documents";
import { get, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

const run = promisify(execFile);

/** LibreOffice, when installed (.ci/run installs libreoffice-writer-nogui from apt). */
async function sofficePath(): Promise<string | null> {
  try {
    const { stdout } = await run("sh", ["-c", "command -v soffice"]);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}
const soffice = await sofficePath();

describe.skipIf(!soffice)("a draft's DOCX opens in LibreOffice", () => {
  const workdir = mkdtemp(path.join(tmpdir(), "procuros-lo-"));
  afterAll(async () => rm(await workdir, { recursive: true, force: true }));

  it("LibreOffice renders the exported draft to a PDF with its numbered headings and table of contents", async () => {
    const email = `libreoffice@${uniqueDomain("lo")}`;
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    await saveCountryFramework(cookie, "KE");
    const body = await (
      await postToolRun(cookie, "specification_tor_draft", {
        inputs: {
          sector_industry: "Water",
          project_objectives: "Extend piped water to three market centres.",
          desired_outputs: "Laying of 8 km of 110 mm uPVC pipeline\nTwo 100 m3 steel tanks",
          estimated_value: { amount: "30000000", currency: "KES" },
        },
      })
    ).json();
    const response = await exportRoute(
      get(`/api/tools/runs/${body.runId}/export?document=draft&format=docx`, cookie),
      { params: Promise.resolve({ runId: body.runId }) },
    );
    expect(response.status).toBe(200);
    const dir = await workdir;
    const docx = path.join(dir, "draft.docx");
    await writeFile(docx, Buffer.from(await response.arrayBuffer()));
    // A profile of its own, so a LibreOffice the developer has open does not take the job.
    await run(
      soffice!,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        "--convert-to",
        "pdf",
        "--outdir",
        dir,
        docx,
      ],
      { timeout: 120_000 },
    );
    const pdf = await readFile(path.join(dir, "draft.pdf"));
    const text = (await extractDocument(new Uint8Array(pdf), "pdf")).units
      .map((unit) => unit.text)
      .join(" ")
      .replace(/\s+/g, " ");
    expect(text).toMatch(/Contents • 1 Scope of Works • 2 Site Information/);
    expect(text).toContain("3.1 Setting Out and Temporary Works");
    expect(text).toContain("Laying of 8 km of 110 mm uPVC pipeline");
    expect(text).toContain("Public Procurement and Asset Disposal Act, 2015 (Kenya)");
  }, 180_000);
});
