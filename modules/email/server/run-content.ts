import "server-only";
import { getTool, isToolId } from "@/lib/catalogue";
import { reviewModule } from "@/lib/catalogue/review-services";
import { toolOutputHtml } from "@/lib/results/output-html";
import type { EmailPart, EmailRunKind } from "@/modules/email/validation";
import { errors } from "@/lib/server/api/errors";
import { canReviewRequests } from "@/lib/server/auth/permissions";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { parseToolOutput } from "@/lib/server/stored-json";

/** What a user email carries: HTML the engine rendered (every text in it escaped), and a title for the subject. */
export type RunContent = { html: string; title: string };

export type RunReference = { runId: string; runKind: EmailRunKind; part: EmailPart };

const NOT_FOUND = "No run with this id in your organisation.";

function reviewTitle(serviceId: string, subserviceId: string | null, activityId: string): string {
  return `${reviewModule(serviceId, subserviceId)?.title ?? "Review"} — ${activityId}`;
}

/**
 * The stored preview of a run of the user's organisation (no relay: the product sends its own template, never a
 * caller's HTML). Another org's run, a request the user may not see and a run without that preview are all 404
 * (nothing says whether the id exists elsewhere).
 */
export async function storedRunContent(
  user: SessionUser,
  { runId, runKind, part }: RunReference,
): Promise<RunContent> {
  const content = await load(user, runId, runKind, part);
  if (!content?.html.trim())
    throw errors.notFound(
      content ? `This run has no ${part === "memo" ? "memo" : "email preview"} to send.` : NOT_FOUND,
    );
  return content;
}

async function load(
  user: SessionUser,
  id: string,
  kind: EmailRunKind,
  part: EmailPart,
): Promise<RunContent | null> {
  const select = {
    memoHtml: true,
    emailHtml: true,
    serviceId: true,
    subserviceId: true,
    activityId: true,
  } as const;
  if (kind === "review" || kind === "request") {
    const row =
      kind === "review"
        ? await db().reviewRun.findFirst({ where: { id, orgId: user.orgId }, select })
        : await db().reviewRequest.findFirst({
            // The review queue's rule: reviewers see the org's requests, others their own.
            where: { id, orgId: user.orgId, ...(canReviewRequests(user) ? {} : { submittedBy: user.id }) },
            select,
          });
    if (!row) return null;
    return {
      html: part === "memo" ? row.memoHtml : row.emailHtml,
      title: reviewTitle(row.serviceId, row.subserviceId, row.activityId),
    };
  }
  const run = await db().toolRun.findFirst({
    where: { id, orgId: user.orgId },
    select: { id: true, toolId: true, output: true },
  });
  if (!run) return null;
  // Review tools keep the engine's previews in output.data (modules/tools/lib/review-tools.ts); any other tool's
  // run (the navigator, the knowledge hub) sends its whole result (lib/results/output-html.ts) as either part. An
  // output that no longer parses answers 422 rather than an empty email.
  const output = parseToolOutput(run.output, run.id);
  const { data } = output;
  // A drafting tool's run sends its draft (modules/tools/lib/drafting/engine.ts keeps its HTML).
  const preview = (part === "memo" ? data.memoHtml : data.emailHtml) ?? data.draftHtml;
  const title =
    typeof data.title === "string"
      ? data.title
      : isToolId(run.toolId)
        ? getTool(run.toolId).title
        : "Procuros results";
  return {
    html: typeof preview === "string" && preview.trim() ? preview : toolOutputHtml(title, output),
    title,
  };
}
