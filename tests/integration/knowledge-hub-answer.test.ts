import { beforeAll, describe, expect, it } from "vitest";
import { POST as runRoute } from "@/app/api/tools/[toolId]/run/route";
import { jobsIdle } from "@/lib/server/jobs";
import type { ToolOutput } from "@/lib/results/types";
import type { KnowledgeHubData } from "@/modules/tools/lib/knowledge-hub/engine";
import { makePdf } from "@/tests/support/documents";
import { uploadLibraryFile } from "./attach";
import { jsonRequest, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";

const TOOL = "knowledge_hub_faq_assistant";
const PAGES = [
  "Table of Contents Bid Validity ........ 23 Bid Security ........ 24",
  "Bids shall remain valid for a period of one hundred and twenty (120) days after the bid submission deadline. A bid valid for a shorter period shall be rejected by the Procuring Entity as non-responsive.",
  "Bid opening is held in public immediately after the deadline for submission.",
];

async function ask(cookie: string, question: string) {
  const response = await runRoute(
    jsonRequest(
      `/api/tools/${TOOL}/run`,
      { inputs: { query_type: "Process Guidance", specific_question: question }, attachments: {} },
      { headers: { cookie } },
    ),
    { params: Promise.resolve({ toolId: TOOL }) },
  );
  const body = (await response.json()) as { output: ToolOutput };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.output;
}

describe("knowledge hub: a short answer quoted from the org's indexed guidelines", () => {
  let cookie: string;

  beforeAll(async () => {
    const email = `kha@${uniqueDomain("kh-answer")}`;
    await signUpViaRoute({ email });
    cookie = await sessionCookieFor(email);
    await uploadLibraryFile(cookie, "std.pdf", await makePdf(PAGES), { title: "Standard Tender Document" });
    await jobsIdle();
  });

  it("answers with whole sentences of the indexed passage, each cited with document and page", async () => {
    const output = await ask(cookie, "How long must bids remain valid?");
    const answer = output.tables!.find((table) => table.id === "answer")!;
    expect(answer.rows[0]).toEqual([
      "Bids shall remain valid for a period of one hundred and twenty (120) days after the bid submission deadline.",
      "Standard Tender Document, page 2",
    ]);
    expect(answer.rows.every(([sentence]) => !sentence!.includes("...."))).toBe(true);
    const data = output.data as KnowledgeHubData;
    // The citation points at the passage shown below; stored passages keep their snippet, not the whole text.
    const cited = data.passages[data.answer.sentences[0]!.passage]!;
    expect(cited.location).toBe("page 2");
    expect(data.passages.every((passage) => passage.text === undefined)).toBe(true);
  });

  it("says so when no sentence answers, and still lists the passages", async () => {
    const output = await ask(cookie, "Who chairs the evaluation committee for bid opening?");
    expect((output.data as KnowledgeHubData).answer.status).toBe("none");
    expect(output.tables!.map((table) => table.id)).toEqual(["passages"]);
    expect(
      output.notices!.some((notice) => notice.startsWith("No sentence of your guidelines answers")),
    ).toBe(true);
  });
});
