import { expect } from "vitest";
import { POST as saveFramework } from "@/app/api/settings/framework/route";
import { POST as toolRunRoute } from "@/app/api/tools/[toolId]/run/route";
import { jsonRequest } from "./helpers";

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
