import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The model endpoint below speaks plain http on loopback addresses.
  process.env.ALLOW_HTTP_WEBHOOKS = "1";
});

import { db } from "@/lib/server/db";
import { sealSecret } from "@/lib/server/auth/sealed-secret";
import { languageModelFor } from "@/modules/tools/server/llm";
import { membershipOf, signUpViaRoute, uniqueDomain } from "./helpers";

/**
 * Issue 29 item 10 (S37): the model endpoint's name was resolved for the SSRF check and resolved again by
 * fetch, so a name service answering public then private (DNS rebinding) got the org's prompt and key into
 * the private network. 127.0.0.1 plays the public endpoint and 127.0.0.2 the private network (the policy
 * blocks only 127.0.0.2); both listen on one port, so a request re-resolved would land at the private one.
 */
const PUBLIC = "127.0.0.1";
const PRIVATE = "127.0.0.2";
const isBlocked = (address: string) => address === PRIVATE;

type Seen = { at: string; host?: string; authorization?: string };
const seen: Seen[] = [];
const servers: Server[] = [];
let port = 0;

function endpoint(address: string): Promise<Server> {
  const server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on("end", () => {
      seen.push({ at: address, host: req.headers.host, authorization: req.headers.authorization });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ choices: [{ message: { content: `rewritten at ${address}` } }] }));
    });
  });
  return new Promise((resolve) => server.listen(port, address, () => resolve(server)));
}

beforeAll(async () => {
  servers.push(await endpoint(PUBLIC));
  port = (servers[0]!.address() as AddressInfo).port;
  servers.push(await endpoint(PRIVATE));
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

async function orgWithEndpoint(label: string) {
  const email = `pinned@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const { orgId } = await membershipOf(email);
  await db().org.update({
    where: { id: orgId },
    data: {
      languageModel: true,
      languageModelUrl: `http://llm.rebind.test:${port}/v1`,
      languageModelName: "m",
      languageModelKey: sealSecret("sk-org-secret"),
    },
  });
  return orgId;
}

describe("the org's model endpoint is called at the address its SSRF check approved", () => {
  it("a name answering public then private: the prompt and key go to the checked address only", async () => {
    const orgId = await orgWithEndpoint("pinned-llm");
    const answers = [[PUBLIC], [PRIVATE], [PRIVATE]];
    const resolve = vi.fn(async () => answers.shift() ?? [PRIVATE]);
    const model = await languageModelFor(orgId, undefined, { resolve, isBlocked });
    expect(model).not.toBeNull();
    const text = await model!.rewrite("The works comprise gravelling.", "plain");
    expect(text).toContain(`rewritten at ${PUBLIC}`);
    expect(seen).toEqual([
      { at: PUBLIC, host: `llm.rebind.test:${port}`, authorization: "Bearer sk-org-secret" },
    ]);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it("a name answering private: refused (409), nothing sent", async () => {
    seen.length = 0;
    const orgId = await orgWithEndpoint("pinned-llm-private");
    await expect(
      languageModelFor(orgId, undefined, { resolve: async () => [PRIVATE], isBlocked }),
    ).rejects.toMatchObject({
      status: 409,
      message: "The language model endpoint points to a private or reserved address; nothing was sent.",
    });
    expect(seen).toEqual([]);
  });
});
