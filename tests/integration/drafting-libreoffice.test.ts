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

/** A program's path when installed (.ci/run installs libreoffice-writer-nogui and poppler-utils from apt). */
async function commandPath(name: string): Promise<string | null> {
  try {
    const { stdout } = await run("sh", ["-c", `command -v ${name}`]);
    return stdout.trim() || null;
  } catch {
    return null;
  }
}
const soffice = await commandPath("soffice");
/** pdftoppm renders a page of the PDF to PNG. */
const pdftoppm = await commandPath("pdftoppm");

/** The DOCX converted to PDF by LibreOffice, in a profile of its own (a LibreOffice open elsewhere does not take the job). */
async function toPdf(dir: string, docx: string): Promise<string> {
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
  return docx.replace(/\.docx$/, ".pdf");
}

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
    const pdf = await readFile(await toPdf(dir, docx));
    const text = (await extractDocument(new Uint8Array(pdf), "pdf")).units
      .map((unit) => unit.text)
      .join(" ")
      .replace(/\s+/g, " ");
    expect(text).toMatch(/Contents • 1 Scope of Works • 2 Site Information/);
    expect(text).toContain("3.1 Setting Out and Temporary Works");
    expect(text).toContain("Laying of 8 km of 110 mm uPVC pipeline");
    expect(text).toContain("Public Procurement and Asset Disposal Act, 2015 (Kenya)");
  }, 180_000);

  it("a Kenyan tender: headings, a table of contents and numbered clauses, page 1 and the ITT rendered to PNG", async () => {
    const email = `libreoffice-tender@${uniqueDomain("lo-tender")}`;
    await signUpViaRoute({ email });
    const cookie = await sessionCookieFor(email);
    await saveCountryFramework(cookie, "KE");
    const body = await (
      await postToolRun(cookie, "bid_document_customization", {
        inputs: {
          procurement_category: "Works",
          procurement_document_type: "Tender/RFB",
          project_objectives: "Construction of a two-classroom block at Kiptere Primary School.",
          desired_outputs: "Excavation in soft material - 120 m3\nConcrete class 25 in foundations - 38 m3",
          estimated_value: { amount: "6400000", currency: "KES" },
          procuring_entity: "County Government of Kericho, P.O. Box 112-20200, Kericho",
          tender_reference: "CGK/EDU/OT/07/2026-2027",
          delivery_period: "6 months",
        },
      })
    ).json();
    const response = await exportRoute(
      get(`/api/tools/runs/${body.runId}/export?document=draft&format=docx`, cookie),
      { params: Promise.resolve({ runId: body.runId }) },
    );
    expect(response.status).toBe(200);
    const dir = await workdir;
    const docx = path.join(dir, "tender.docx");
    await writeFile(docx, Buffer.from(await response.arrayBuffer()));
    const pdf = await toPdf(dir, docx);
    const pages = (await extractDocument(new Uint8Array(await readFile(pdf)), "pdf")).units.map((unit) =>
      unit.text.replace(/\s+/g, " "),
    );
    const text = pages.join(" ");
    // Contents with its levels, the PPRA works sections, and clauses numbered as the ITT numbers them.
    expect(text).toMatch(/Contents .{0,40}Invitation to Tender .{0,10}Section I – Instructions to Tenderers/);
    expect(text).toContain("Section X – Contract Forms");
    expect(text).toContain("19.1 The Tenderer shall furnish as part of its Tender");
    expect(text).toContain("ITT 19.1");
    if (!pdftoppm) return;
    const itt = pages.findIndex((page) => page.includes("19.1 The Tenderer shall furnish")) + 1;
    for (const page of [1, itt]) {
      await run(pdftoppm, [
        "-f",
        String(page),
        "-l",
        String(page),
        "-r",
        "60",
        "-png",
        pdf,
        path.join(dir, `page${page}`),
      ]);
      const png = await readFile(path.join(dir, `page${page}-${String(page).padStart(2, "0")}.png`)).catch(
        () => readFile(path.join(dir, `page${page}-${page}.png`)),
      );
      // A PNG with text on it (a blank A4 page at 60 dpi compresses to about 1 KB).
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(png.length).toBeGreaterThan(8_000);
    }
  }, 180_000);
});
