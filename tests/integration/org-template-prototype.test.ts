import { describe, expect, it } from "vitest";
import { PATCH as editReference } from "@/app/api/settings/guidelines/[id]/route";
import { POST as guidelinePresignRoute } from "@/app/api/settings/presign/route";
import { POST as guidelineCompleteRoute } from "@/app/api/settings/uploads/[id]/complete/route";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { db } from "@/lib/server/db";
import { makeDocx } from "@/tests/support/documents";
import { uploadLibraryFile } from "./attach";
import { BASE, jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

/**
 * Issue 29 item 4 (S35): a library .docx tagged "template" whose text holds `{__proto__}` made every
 * specification draft of the org answer 500 ("Cannot read properties of undefined (reading 'charAt')") until
 * the file was deleted. Such placeholders are refused at upload (422 naming them) and inert at render.
 */
const HOSTILE_TEMPLATE = [
  "{project_name}\n\nPrepared for {purchaser}\n\nProto: {__proto__}",
  [
    "1. Introduction",
    "The County Government intends to carry out {project_name} under {framework}. Built by {constructor}.",
    "2. Description of the Works",
    "The works comprise: {outputs}",
    "Proto: {__proto__}",
    "3. Site Conditions and Access",
    "The Contractor shall visit the site at {location} before bidding.",
    "4. Programme and Completion",
    "The works shall be completed within {duration}.",
  ].join("\n\n"),
];

const WORKS_BRIEF = {
  sector_industry: "Roads",
  project_objectives: "Improve all-weather access to county markets.",
  desired_outputs: "Gravelling of 12 km of feeder roads\nConstruction of 4 box culverts",
  estimated_value: { amount: "45000000", currency: "KES" },
};

async function account(label: string) {
  const email = `proto-template@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  await saveCountryFramework(cookie, "KE");
  return cookie;
}

/** The Settings upload flow (presign, the browser's POST, confirm), answering the confirm's status and body. */
async function confirmUpload(cookie: string, name: string, bytes: Uint8Array, tags: string[]) {
  const presigned = await guidelinePresignRoute(
    jsonRequest(
      "/api/settings/presign",
      { source: "country", filename: name, size: bytes.byteLength },
      { headers: { cookie } },
    ),
  );
  expect(presigned.status, await presigned.clone().text()).toBe(200);
  const { url, fields, fileId } = (await presigned.json()) as {
    url: string;
    fields: Record<string, string>;
    fileId: string;
  };
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append("file", new File([Buffer.from(bytes)], name, { type: fields["Content-Type"] }));
  expect(
    (await uploadRoute(new Request(new URL(url, BASE), { method: "POST", body: form }))).status,
  ).toBeLessThan(300);
  const completed = await guidelineCompleteRoute(
    jsonRequest(
      `/api/settings/uploads/${fileId}/complete`,
      { title: "County Works Specification", tags },
      { headers: { cookie } },
    ),
    { params: Promise.resolve({ id: fileId }) },
  );
  return { status: completed.status, body: await completed.json(), fileId };
}

describe("org templates cannot reach object prototypes", () => {
  it("refuses a template whose placeholders name prototype properties at upload (422 naming them)", async () => {
    const cookie = await account("proto-upload");
    const refused = await confirmUpload(cookie, "county-spec.docx", await makeDocx(HOSTILE_TEMPLATE), [
      "template",
      "works",
    ]);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error.message).toContain("{__proto__}");
    expect(refused.body.error.message).toContain("{constructor}");
    // Nothing was kept: no library item, no file row.
    expect(await db().storedFile.findUnique({ where: { id: refused.fileId } })).toBeNull();

    // The same file without the tag is an ordinary guideline; tagging it afterwards is refused the same way.
    const kept = await uploadLibraryFile(cookie, "county-spec.docx", await makeDocx(HOSTILE_TEMPLATE), {
      tags: ["works"],
    });
    const tagged = await editReference(
      jsonRequest(
        `/api/settings/guidelines/${kept.referenceId}`,
        { tags: ["works", "template"] },
        {
          method: "PATCH",
          headers: { cookie, origin: BASE },
        },
      ),
      { params: Promise.resolve({ id: kept.referenceId }) },
    );
    expect(tagged.status).toBe(422);
    expect((await tagged.json()).error.message).toContain("{__proto__}");
    const row = await db().guidelineRef.findUniqueOrThrow({ where: { id: kept.referenceId } });
    expect(row.tags).toEqual(["works"]);
  });

  it("a template already in the library (uploaded before the check) is inert: the draft is made, no 500", async () => {
    const cookie = await account("proto-render");
    const { referenceId } = await uploadLibraryFile(
      cookie,
      "county-spec.docx",
      await makeDocx(HOSTILE_TEMPLATE),
      {
        title: "County Works Specification",
        tags: ["works"],
      },
    );
    // As a file uploaded before the upload check: the tag set directly.
    await db().guidelineRef.update({ where: { id: referenceId }, data: { tags: ["template", "works"] } });

    const response = await postToolRun(cookie, "specification_tor_draft", { inputs: WORKS_BRIEF });
    const body = await response.json();
    expect(response.status, JSON.stringify(body).slice(0, 500)).toBe(200);
    const text = JSON.stringify(body.output.data.draft);
    // The known placeholders are filled; the hostile ones stay as written, marked for confirmation.
    expect(text).toContain("Gravelling of 12 km of feeder roads");
    expect(text).toContain("Built by {constructor}.");
    expect(text).toContain("Proto: {__proto__}");
    expect(text).not.toContain("undefined");
  });
});
