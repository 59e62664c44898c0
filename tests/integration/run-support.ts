import mammoth from "mammoth";
import { expect } from "vitest";
import { GET as exportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { POST as saveFramework } from "@/app/api/settings/framework/route";
import { POST as toolRunRoute } from "@/app/api/tools/[toolId]/run/route";
import { get, jsonRequest } from "./helpers";

/** Sets the org's framework to a country's (the framework every run reads from settings). */
export async function saveCountryFramework(cookie: string, countryCode: string) {
  const saved = await saveFramework(
    jsonRequest(
      "/api/settings/framework",
      { frameworkSettings: [{ source: "country", country_code: countryCode }] },
      { headers: { cookie } },
    ),
  );
  expect(saved.status, await saved.clone().text()).toBeLessThan(300);
}

/** POST /api/tools/{toolId}/run as the page sends it. */
export const postToolRun = (
  cookie: string,
  toolId: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  toolRunRoute(jsonRequest(`/api/tools/${toolId}/run`, body, { headers: { cookie, ...headers } }), {
    params: Promise.resolve({ toolId }),
  });

/** The text of a drafting run's draft exported as DOCX (whitespace collapsed), after checking it downloads as one. */
export async function exportedDraftText(cookie: string, runId: string): Promise<string> {
  const response = await exportRoute(
    get(`/api/tools/runs/${runId}/export?document=draft&format=docx`, cookie),
    {
      params: Promise.resolve({ runId }),
    },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment;.*\.docx/);
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await response.arrayBuffer()) });
  return value.replace(/\s+/g, " ");
}
