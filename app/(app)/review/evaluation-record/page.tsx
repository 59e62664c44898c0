import type { Metadata } from "next";
import { requireUser } from "@/lib/server/auth/session";
import { EvaluationRecordEditor } from "@/modules/evaluation/components";
import { recordVersions } from "@/modules/evaluation/server";

export const metadata: Metadata = { title: "Evaluation record" };

type Props = { searchParams: Promise<{ activityId?: string | string[] }> };

/** An activity's evaluation record (?activityId=): read from the report, corrected, confirmed, versioned. */
export default async function EvaluationRecordPage({ searchParams }: Props) {
  const user = await requireUser("/review/evaluation-record");
  const raw = (await searchParams).activityId;
  const activityId = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 120) ?? "";
  const versions = activityId ? await recordVersions(user, activityId) : [];
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold">Evaluation record</h1>
      <p className="text-muted-foreground text-sm">
        Read the committee&apos;s report once, check what was read, correct it and confirm it. The
        activity&apos;s letters, feedback, checks and approval memo are drafted from the confirmed record and
        say which version.
      </p>
      <EvaluationRecordEditor key={activityId} activityId={activityId} versions={versions} />
    </main>
  );
}
