import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { DELETE as deleteReference } from "@/app/api/settings/guidelines/[id]/route";
import { makeDocx } from "@/tests/support/documents";
import { uploadLibraryFile } from "./attach";
import { BASE, get, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

/** A county's own works specification template, written as a county engineer's office would keep one. */
const COUNTY_TEMPLATE = [
  "{project_name}\n\nPrepared for {purchaser}",
  [
    "1. Introduction",
    "The County Government intends to carry out {project_name} under {framework}.",
    "2. Description of the Works",
    "The works comprise: {outputs}",
    "3. Site Conditions and Access",
    "The Contractor shall visit the site at {location} before bidding and keep access open to the public.",
    "4. Materials and Workmanship",
    "All materials shall comply with the Kenya Bureau of Standards specifications; the Engineer may reject any material.",
    "5. Programme and Completion",
    "The works shall be completed within {duration} of the commencement date.",
  ].join("\n\n"),
];

const WORKS_BRIEF = {
  sector_industry: "Roads",
  project_objectives: "Improve all-weather access to Kiambu county markets.",
  desired_outputs: "Gravelling of 12 km of feeder roads\nConstruction of 4 box culverts",
  estimated_value: { amount: "45000000", currency: "KES" },
};

async function account(label: string) {
  const email = `org-templates@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  await saveCountryFramework(cookie, "KE");
  return cookie;
}

const download = (cookie: string, runId: string, document: string) =>
  exportRoute(get(`/api/tools/runs/${runId}/export?document=${document}&format=docx`, cookie), {
    params: Promise.resolve({ runId }),
  });

async function docxText(response: Response): Promise<string> {
  expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await response.arrayBuffer()) });
  return value.replace(/\s+/g, " ");
}

describe("an organisation's own drafting templates (library files tagged 'template')", () => {
  let cookie: string;
  let referenceId: string;
  beforeAll(async () => {
    cookie = await account("own");
    ({ referenceId } = await uploadLibraryFile(
      cookie,
      "county-works-spec.docx",
      await makeDocx(COUNTY_TEMPLATE),
      {
        title: "Kiambu County Works Specification",
        tags: ["template", "works", "roads"],
      },
    ));
  });

  it("is chosen for a brief of its category: its headings, placeholders filled, cited to it", async () => {
    const response = await postToolRun(cookie, "specification_tor_draft", { inputs: WORKS_BRIEF });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.output.notices).toContain(
      "Using your uploaded templates as basis for zero-draft generation. Template: Kiambu County Works Specification.",
    );
    const headings = body.output.data.draft.sections.map((section: { heading: string }) => section.heading);
    expect(headings.slice(0, 5)).toEqual([
      "Introduction",
      "Description of the Works",
      "Site Conditions and Access",
      "Materials and Workmanship",
      "Programme and Completion",
    ]);
    const works = body.output.data.draft.sections[1].paragraphs[0];
    expect(works.text).toContain("Gravelling of 12 km of feeder roads");
    expect(body.output.data.draft.sections[4].paragraphs[0].text).toContain("twelve (12) months");
    expect(body.output.documents).toContainEqual({
      id: "template",
      title: "Kiambu County Works Specification — filled",
      formats: ["docx"],
    });

    // The org's own file, filled by docxtemplater: its wording kept, no placeholder left.
    const filled = await docxText(await download(cookie, body.runId, "template"));
    expect(filled).toContain("Roads: Gravelling of 12 km of feeder roads");
    expect(filled).toContain("The Contractor shall visit the site at the place named by the Purchaser");
    expect(filled).toContain("Kenya Bureau of Standards");
    expect(filled).not.toMatch(/\{[a-z_]+\}/);
  });

  it("is not used for a brief of another category: the built-in template is filled instead", async () => {
    const response = await postToolRun(cookie, "specification_tor_draft", {
      inputs: {
        sector_industry: "Health",
        project_objectives: "Equip county health records offices.",
        desired_outputs: "200 laptops\n20 network printers",
        estimated_value: { amount: "5000000", currency: "KES" },
      },
    });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.output.notices[1]).toBe(
      "No templates uploaded. Using closest-fit template: World Bank Goods Terms of Reference.",
    );
    const filled = await docxText(await download(cookie, body.runId, "template"));
    expect(filled).toContain("Terms of Reference and Technical Specifications for the Supply of Goods");
    expect(filled).toContain("Template version 1.2");
    expect(filled).toContain("Health: 200 laptops");
    expect(filled).not.toMatch(/\{[a-z_]+\}/);
  });

  it("a template removed from the library cannot be filled any more: 404, the draft still downloads", async () => {
    const other = await account("removed");
    const { referenceId: removed } = await uploadLibraryFile(
      other,
      "spec.docx",
      await makeDocx(COUNTY_TEMPLATE),
      { title: "Old Works Specification", tags: ["template", "works"] },
    );
    const body = await (await postToolRun(other, "specification_tor_draft", { inputs: WORKS_BRIEF })).json();
    expect(body.output.data.templateFill.id).toBe(removed);
    const deleted = await deleteReference(
      new Request(`${BASE}/api/settings/guidelines/${removed}`, {
        method: "DELETE",
        headers: { cookie: other, origin: BASE },
      }),
      { params: Promise.resolve({ id: removed }) },
    );
    expect(deleted.status).toBeLessThan(300);
    const gone = await download(other, body.runId, "template");
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe("The template was removed from your library.");
    expect((await download(other, body.runId, "draft")).status).toBe(200);
  });

  it("another organisation's run never reaches this org's template", async () => {
    const stranger = await account("stranger");
    const body = await (
      await postToolRun(stranger, "specification_tor_draft", { inputs: WORKS_BRIEF })
    ).json();
    expect(body.output.data.templateFill?.id).not.toBe(referenceId);
    expect(body.output.notices[1]).toMatch(/^No templates uploaded/);
  });

  it("a template whose placeholder is broken gets a clear 422 at download", async () => {
    const broken = await account("broken");
    await uploadLibraryFile(
      broken,
      "broken.docx",
      await makeDocx([COUNTY_TEMPLATE[0]!, COUNTY_TEMPLATE[1]!.replace("{location}", "{location")]),
      { title: "Broken Works Specification", tags: ["template", "works"] },
    );
    const body = await (await postToolRun(broken, "specification_tor_draft", { inputs: WORKS_BRIEF })).json();
    const response = await download(broken, body.runId, "template");
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toMatch(
      /^The template "Broken Works Specification" has placeholders that cannot be filled \(.+\)\. Write each placeholder whole, as \{project_name\}\.$/,
    );
  });
});
