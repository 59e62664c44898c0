import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as searchRoute } from "@/app/api/settings/guidelines/search/route";
import { GET as getRefRoute } from "@/app/api/settings/guidelines/[id]/route";
import { GET as frameworkRoute } from "@/app/api/settings/framework/route";
import { jobsIdle } from "@/lib/server/jobs";
import type { LibraryRef, LibraryTextMatch } from "@/modules/settings/lib/guideline-library";
import { makeDocxWithHeadings, makePdf } from "@/tests/support/documents";
import { uploadLibraryFile } from "./attach";
import { get, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

// Extraction waits at this gate until the test has looked at a file before its job ran: the job queue starts
// right after each upload commits, so without it "before the job ran" is a race the job may win.
const extraction = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
});
vi.mock("@/lib/server/knowledge/index-file", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/server/knowledge/index-file")>();
  return {
    ...actual,
    indexStoredFile: async (...args: Parameters<typeof actual.indexStoredFile>) => {
      await extraction.opened;
      return actual.indexStoredFile(...args);
    },
  };
});

const SECURITY_CLAUSE =
  "The bid security of Kshs. 200,000 shall be submitted in the form of a bank guarantee.";

async function account(label: string) {
  const email = `lib@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  return { cookie: await sessionCookieFor(email), orgId: (await membershipOf(email)).orgId };
}

async function search(cookie: string, q: string) {
  const response = await searchRoute(
    get(`/api/settings/guidelines/search?q=${encodeURIComponent(q)}`, cookie),
  );
  const body = (await response.json()) as { ok: boolean; matches: LibraryTextMatch[] };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.matches;
}

async function reference(cookie: string, id: string) {
  const response = await getRefRoute(get(`/api/settings/guidelines/${id}`, cookie), {
    params: Promise.resolve({ id }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { reference: LibraryRef }).reference;
}

/** The snippet's highlighted words, lowercased. */
const marked = (match: LibraryTextMatch) =>
  match.highlights.map(({ start, end }) => match.snippet.slice(start, end).toLowerCase());

describe("GET /api/settings/guidelines/search (file text of the guideline library)", () => {
  let owner: Awaited<ReturnType<typeof account>>;
  let stranger: Awaited<ReturnType<typeof account>>;
  let docx: { fileId: string; referenceId: string };
  let pdf: { fileId: string; referenceId: string };
  let strangerDoc: { fileId: string; referenceId: string };

  beforeAll(async () => {
    owner = await account("lib-owner");
    stranger = await account("lib-stranger");
    // Neither title says "bid security": only the file text does.
    docx = await uploadLibraryFile(
      owner.cookie,
      "itb.docx",
      await makeDocxWithHeadings([
        { heading: "Instructions to Bidders", text: "Bidders shall read these instructions carefully." },
        { heading: "Tender Securing", text: SECURITY_CLAUSE },
      ]),
      { title: "Tender Document 2025" },
    );
    pdf = await uploadLibraryFile(
      owner.cookie,
      "manual.pdf",
      await makePdf([
        "Introduction to the procurement manual.",
        "Bid opening is held in public immediately after the deadline for submission.",
      ]),
      { title: "Procurement Manual" },
    );
    strangerDoc = await uploadLibraryFile(
      stranger.cookie,
      "other.pdf",
      await makePdf(["Other entity. " + SECURITY_CLAUSE]),
      { title: "Other Tender" },
    );
    // Before the extraction job runs, the file is not called searchable.
    const pending = await reference(owner.cookie, docx.referenceId);
    expect(pending.extraction).toMatchObject({ status: "pending", chunks: 0 });
    extraction.open();
    await jobsIdle();
  });

  it("finds a reference by the words inside its file, with a highlighted snippet and the section", async () => {
    const matches = await search(owner.cookie, "bid security");
    expect(matches.map((match) => match.referenceId)).toEqual([docx.referenceId]);
    const [match] = matches;
    expect(match!.snippet).toContain("Kshs. 200,000");
    expect(marked(match!)).toEqual(expect.arrayContaining(["bid", "security"]));
    expect(match!.location).toBe("Tender Securing");
    // The 'english' parser stems: the plural finds it too.
    expect((await search(owner.cookie, "bid securities")).map((m) => m.referenceId)).toEqual([
      docx.referenceId,
    ]);
  });

  it("gives the page of a PDF passage", async () => {
    const [match] = await search(owner.cookie, "opening in public");
    expect(match).toMatchObject({ referenceId: pdf.referenceId, location: "page 2" });
  });

  it("only ever searches the caller's own organisation's files", async () => {
    const theirs = await search(stranger.cookie, "bid security");
    expect(theirs.map((match) => match.referenceId)).toEqual([strangerDoc.referenceId]);
    expect(theirs[0]!.snippet).toContain("Other entity");
    const mine = await search(owner.cookie, '"other entity"');
    expect(mine).toEqual([]);
  });

  it("says 'indexed' only of a file whose passages are in the index", async () => {
    const indexed = await reference(owner.cookie, docx.referenceId);
    expect(indexed.extraction!.status).toBe("indexed");
    expect(indexed.extraction!.chunks).toBeGreaterThan(0);
    // A PDF of one blank page (as a scan without text reads): extraction finishes, nothing is searchable.
    const blank = await uploadLibraryFile(owner.cookie, "scan.pdf", await makePdf([""]), { title: "Scan" });
    await jobsIdle();
    const empty = await reference(owner.cookie, blank.referenceId);
    expect(empty.extraction!.chunks).toBe(0);
    expect(empty.extraction!.status).not.toBe("pending");
    // The settings read (one SQL function with the session check) says the same as the reference's own read.
    const settings = (await (await frameworkRoute(get("/api/settings/framework", owner.cookie))).json()) as {
      frameworkSettings: { guidelines: { files: LibraryRef[] } }[];
    };
    const files = new Map(
      settings.frameworkSettings.flatMap((view) => view.guidelines.files).map((file) => [file.id, file]),
    );
    expect(files.get(docx.referenceId)?.extraction).toEqual(indexed.extraction);
    expect(files.get(blank.referenceId)?.extraction).toEqual(empty.extraction);
  });

  it("refuses an empty search and a signed-out caller", async () => {
    const empty = await searchRoute(get("/api/settings/guidelines/search?q=%20", owner.cookie));
    expect(empty.status).toBe(400);
    const anonymous = await searchRoute(get("/api/settings/guidelines/search?q=bid"));
    expect(anonymous.status).toBe(401);
  });
});
