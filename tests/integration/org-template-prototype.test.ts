import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATCH as editReference } from "@/app/api/settings/guidelines/[id]/route";
import { POST as guidelinePresignRoute } from "@/app/api/settings/presign/route";
import { POST as guidelineCompleteRoute } from "@/app/api/settings/uploads/[id]/complete/route";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { configureExtractionPool, extractionPool, type ExtractionPool } from "@/lib/documents/pool";
import { db } from "@/lib/server/db";
import { jobsIdle } from "@/lib/server/jobs";
import { makeDocx } from "@/tests/support/documents";
import { makeZip } from "@/tests/support/zip";
import { uploadLibraryFile } from "./attach";
import {
  awayFromWindowEdge,
  BASE,
  jsonRequest,
  sessionCookieFor,
  signUpViaRoute,
  uniqueDomain,
} from "./helpers";
import { LIMITS } from "@/lib/server/rate-limit";
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

/** A minimal Word file whose body is the given raw XML paragraphs (entities and all, as a hostile author writes them). */
function rawDocx(paragraphs: string[]): Uint8Array {
  const body = paragraphs
    .map((xml) => `<w:p><w:r><w:t xml:space="preserve">${xml}</w:t></w:r></w:p>`)
    .join("");
  return makeZip([
    {
      name: "[Content_Types].xml",
      data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    },
    {
      name: "word/document.xml",
      data: `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      method: "deflate",
    },
  ]);
}

/**
 * A Word file of ~2 MB whose document.xml is `megabytes` of varied text (compressing well below the zip guard's
 * ratio limit, so only the template size cap refuses it).
 */
function bigDocx(megabytes: number): Uint8Array {
  const words = [
    "road",
    "culvert",
    "gravel",
    "county",
    "works",
    "drain",
    "bridge",
    "market",
    "ditch",
    "grade",
  ];
  let seed = 7;
  const paragraphs: string[] = [];
  let size = 0;
  while (size < megabytes * 1024 * 1024) {
    const line: string[] = [];
    for (let i = 0; i < 40; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      line.push(words[seed % words.length]! + (seed % 97));
    }
    const paragraph = `<w:p><w:r><w:t>${line.join(" ")}</w:t></w:r></w:p>`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  return makeZip([
    { name: "[Content_Types].xml", data: `<?xml version="1.0"?><Types/>` },
    {
      name: "word/document.xml",
      data: `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join("")}</w:body></w:document>`,
      method: "deflate",
    },
  ]);
}

async function patchTags(cookie: string, referenceId: string, tags: string[]) {
  return editReference(
    jsonRequest(
      `/api/settings/guidelines/${referenceId}`,
      { tags },
      { method: "PATCH", headers: { cookie, origin: BASE } },
    ),
    { params: Promise.resolve({ id: referenceId }) },
  );
}

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

describe("org template checks run in the extraction pool and cannot be bypassed (S35 review)", () => {
  let pool: ExtractionPool;
  const scans = () => pool.tasksByOp.get("check-template") ?? 0;

  beforeAll(async () => {
    await configureExtractionPool({ workers: 1 });
    pool = extractionPool()!;
  });
  afterAll(async () => {
    await jobsIdle(); // the accepted files' text extraction finishes before its pool is replaced
    await configureExtractionPool({});
  });

  it("refuses a delimiter change and placeholders written with XML character references (accepted before)", async () => {
    const cookie = await account("proto-bypass");
    const before = scans();
    const changed = await confirmUpload(
      cookie,
      "delimiters.docx",
      rawDocx(["{=[[ ]]=}", "Proto: [[__proto__]] for [[project_name]]"]),
      ["template"],
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(422);
    expect(changed.body.error.message).toContain("custom delimiters are not supported");

    for (const hidden of [
      "Proto: {&#95;_proto__}",
      "Proto: &#123;__proto__}",
      "Proto: &#x7b;constructor&#x7D;",
    ]) {
      const refused = await confirmUpload(cookie, "entities.docx", rawDocx([hidden]), ["template"]);
      expect(refused.status, `${hidden}: ${JSON.stringify(refused.body)}`).toBe(422);
      expect(refused.body.error.message).toMatch(/\{(__proto__|constructor)\}/);
    }
    // Every scan ran in a worker, not on the thread answering requests.
    expect(scans()).toBe(before + 4);
    // An ordinary template written with references to ordinary characters is still accepted.
    const fine = await confirmUpload(cookie, "fine.docx", rawDocx(["Works: {project&#95;name} &amp; more"]), [
      "template",
    ]);
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });

  it("refuses a template whose document text is over 10 MB with a 422, read in a worker", async () => {
    const cookie = await account("proto-big");
    const bytes = bigDocx(12);
    expect(bytes.byteLength).toBeLessThan(25 * 1024 * 1024);
    const before = scans();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const refused = await confirmUpload(cookie, "huge-spec.docx", bytes, ["template"]);
    delay.disable();
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.error.message).toMatch(/huge-spec\.docx .*larger than 10 MB/);
    expect(scans()).toBe(before + 1);
    // The thread answering requests was never held for long (the old scan joined and searched it here).
    expect(delay.max / 1e6).toBeLessThan(1_500);
  });

  it("tagging a file template checks it in the pool, and re-tagging in a loop is rate limited (429)", async () => {
    const cookie = await account("proto-retag");
    const { referenceId } = await uploadLibraryFile(cookie, "spec.docx", await makeDocx(["{project_name}"]), {
      tags: [],
    });
    await awayFromWindowEdge(LIMITS.templateCheckPerUser.windowMs);
    const before = scans();
    const first = await patchTags(cookie, referenceId, ["template"]);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(scans()).toBe(before + 1);
    let limited: Response | null = null;
    for (let i = 0; i < 60 && !limited; i++) {
      const response = await patchTags(cookie, referenceId, i % 2 === 0 ? [] : ["template"]);
      if (response.status === 429) limited = response;
      else expect(response.status, await response.text()).toBe(200);
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("retry-after")).toBeTruthy();
  });
});
