import { beforeAll, describe, expect, it } from "vitest";
import { POST as saveFramework } from "@/app/api/settings/framework/route";
import { POST as runRoute } from "@/app/api/tools/[toolId]/run/route";
import { GET as getRunRoute } from "@/app/api/tools/runs/[runId]/route";
import { db } from "@/lib/server/db";
import { jobsIdle } from "@/lib/server/jobs";
import type { ToolOutput } from "@/lib/results/types";
import { makePdf } from "@/tests/support/documents";
import { uploadGuideline } from "./attach";
import { get, jsonRequest, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

const TOOL = "knowledge_hub_faq_assistant";
const MANUAL_PAGES = [
  "Introduction to the tender manual of the procuring entity.",
  "Bid opening is held in public immediately after the deadline for submission, and the names of bidders are read aloud.",
  "The tender security shall not exceed two percent of the estimated value of the procurement.",
];

async function account(label: string) {
  const email = `kh@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  const saved = await saveFramework(
    jsonRequest(
      "/api/settings/framework",
      { frameworkSettings: [{ source: "country", country_code: "KE" }] },
      { headers: { cookie } },
    ),
  );
  expect(saved.status).toBe(200);
  return { cookie, orgId: (await membershipOf(email)).orgId };
}

async function ask(cookie: string, queryType: string, question: string) {
  const response = await runRoute(
    jsonRequest(
      `/api/tools/${TOOL}/run`,
      { inputs: { query_type: queryType, specific_question: question }, attachments: {} },
      { headers: { cookie } },
    ),
    {
      params: Promise.resolve({ toolId: TOOL }),
    },
  );
  const body = (await response.json()) as { runId: string; output: ToolOutput };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

const table = (output: ToolOutput, id: string) => output.tables?.find((entry) => entry.id === id);

describe(`POST /api/tools/${TOOL}/run`, () => {
  let user: Awaited<ReturnType<typeof account>>;

  beforeAll(async () => {
    user = await account("kh");
    const fileId = await uploadGuideline(user.cookie, "Tender Manual.pdf", await makePdf(MANUAL_PAGES));
    await jobsIdle();
    // The extraction job really ran: the file is indexed with one chunk per page.
    expect(
      await db().storedFile.findUniqueOrThrow({ where: { id: fileId }, select: { extractionStatus: true } }),
    ).toEqual({ extractionStatus: "indexed" });
    expect(await db().knowledgeChunk.count({ where: { fileId } })).toBe(3);
  });

  it("quotes the indexed guideline page that answers the question, with its file name and page", async () => {
    const { runId, output } = await ask(
      user.cookie,
      "Process Guidance",
      "bid opening in public after the deadline",
    );
    expect(output.summary).toMatch(
      /^Process Guidance: Found 1 passage in 1 document of your guidelines library\./,
    );
    const passages = table(output, "passages")!;
    expect(passages.columns).toEqual(["Source", "Where", "Passage"]);
    expect(passages.rows).toHaveLength(1);
    expect(passages.rows[0]!.slice(0, 2)).toEqual(["Tender Manual.pdf", "page 2"]);
    expect(passages.rows[0]![2]).toMatch(/Bid opening is held in public/);
    expect(output.data).toMatchObject({
      question: "bid opening in public after the deadline",
      queryType: "Process Guidance",
      searchMode: "all",
    });

    // The run is stored with its output.
    const stored = await getRunRoute(get(`/api/tools/runs/${runId}`, user.cookie), {
      params: Promise.resolve({ runId }),
    });
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as { output: ToolOutput }).output).toEqual(output);
  });

  it("falls back to any of the question's words and adds the verified Kenyan rules", async () => {
    const { output } = await ask(user.cookie, "Rules Interpretation", "What is the tender security ceiling?");
    const passages = table(output, "passages")!;
    // No page says "ceiling": page 3 holds two of the words, page 1 one.
    expect(passages.rows.map((row) => row.slice(0, 2))).toEqual([
      ["Tender Manual.pdf", "page 3"],
      ["Tender Manual.pdf", "page 1"],
    ]);
    expect(passages.rows[0]![2]).toMatch(/tender security shall not exceed two percent/i);
    expect(output.notices?.some((notice) => notice.startsWith("No passage contains every word"))).toBe(true);
    const rules = table(output, "rules")!;
    expect(rules.rows[0]![0]).toMatch(/^Tender security ceiling: 2% of the estimated value: /);
    expect(rules.rows[0]![1]).toBe("2 percent of estimated value");
  });

  it("never answers from another organisation's guidelines", async () => {
    const stranger = await account("kh-stranger");
    const { output } = await ask(
      stranger.cookie,
      "Process Guidance",
      "bid opening in public after the deadline",
    );
    expect(output.summary).toMatch(
      /^Process Guidance: No passage of your guidelines library matches "bid opening in public after the deadline"\./,
    );
    expect(table(output, "passages")).toBeUndefined();
    expect(output.notices?.some((notice) => notice.includes("Settings → Guidelines & References"))).toBe(
      true,
    );
  });

  it("answers 400 without a question", async () => {
    const response = await runRoute(
      jsonRequest(
        `/api/tools/${TOOL}/run`,
        { inputs: { query_type: "General FAQ", specific_question: "  " }, attachments: {} },
        { headers: { cookie: user.cookie } },
      ),
      {
        params: Promise.resolve({ toolId: TOOL }),
      },
    );
    expect(response.status).toBe(400);
    expect(
      Object.keys(((await response.json()) as { error: { fields: Record<string, string[]> } }).error.fields),
    ).toEqual(["inputs.specific_question"]);
  });
});
