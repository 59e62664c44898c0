"use client";
/**
 * The evaluation record of an activity as the officer sees it: upload the committee's report, see "This is what
 * we read" as a table (every missing cell marked), correct a cell, confirm. Each confirmation is a new version;
 * the versions and what each changed are listed below. Tools of the activity (letters, memo, checks) use the
 * newest version.
 */
import { useState } from "react";
import { uploadAttachment } from "@/components/shared/attachments/attachments-api";
import { requestJson } from "@/lib/api/request-json";
import type { EvaluationRecord, RecordBidder, Stage } from "../lib/record/record";
import { STAGES } from "../lib/record/record";
import type { RecordVersionView } from "../server/records";

type Props = { activityId: string; versions: RecordVersionView[] };
type Draft = {
  record: EvaluationRecord;
  read: EvaluationRecord | null;
  sources: { id: string; name: string }[];
};

const STAGE_TITLES: Record<Stage, string> = {
  preliminary: "Preliminary",
  technical: "Technical",
  financial: "Financial",
  postQualification: "Post-qualification",
};
const OUTCOMES = [
  ["", "missing"],
  ["passed", "passed"],
  ["failed", "failed"],
  ["not-evaluated", "not evaluated"],
] as const;
// The report owner of the upload: the debrief tool's supporting documents (the same report its letters read).
const UPLOAD_OWNER = { toolId: "bidder_debrief_drafts" };

const amountOf = (text: string): number | null => {
  const value = Number(text.replace(/[^\d.]/g, ""));
  return text.trim() && Number.isFinite(value) ? value : null;
};
const show = (value: number | null) =>
  value === null ? "" : value.toLocaleString("en", { maximumFractionDigits: 2 });

function MoneyCell(props: { label: string; value: number | null; onChange: (value: number | null) => void }) {
  return (
    <input
      aria-label={props.label}
      className={`w-32 rounded border px-1 py-0.5 text-right text-sm ${props.value === null ? "border-amber-500" : ""}`}
      defaultValue={show(props.value)}
      placeholder="missing"
      onBlur={(event) => props.onChange(amountOf(event.target.value))}
    />
  );
}

function StageCell(props: { bidder: RecordBidder; stage: Stage; onChange: (bidder: RecordBidder) => void }) {
  const result = props.bidder.stages[props.stage];
  const update = (patch: Partial<typeof result>) =>
    props.onChange({
      ...props.bidder,
      stages: { ...props.bidder.stages, [props.stage]: { ...result, ...patch } },
    });
  return (
    <div className="flex flex-col gap-1">
      <select
        aria-label={`${props.bidder.name}: ${STAGE_TITLES[props.stage]}`}
        className={`rounded border px-1 py-0.5 text-sm ${result.outcome === null ? "border-amber-500" : ""}`}
        value={result.outcome ?? ""}
        onChange={(event) => update({ outcome: (event.target.value || null) as typeof result.outcome })}
      >
        {OUTCOMES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {props.stage === "technical" ? (
        <input
          aria-label={`${props.bidder.name}: technical score`}
          className="w-20 rounded border px-1 py-0.5 text-sm"
          defaultValue={result.score ?? ""}
          placeholder="score"
          onBlur={(event) => update({ score: amountOf(event.target.value) })}
        />
      ) : null}
      {result.reason ? (
        <span className="text-muted-foreground max-w-64 text-xs" title={result.reason.text}>
          “{result.reason.text.slice(0, 140)}
          {result.reason.text.length > 140 ? "…" : ""}” — {result.reason.page}
        </span>
      ) : null}
    </div>
  );
}

export function EvaluationRecordEditor({ activityId: initialActivity, versions: initialVersions }: Props) {
  const [activityId, setActivityId] = useState(initialActivity);
  const [versions, setVersions] = useState(initialVersions);
  const [draft, setDraft] = useState<Draft | null>(
    initialVersions[0]
      ? { record: initialVersions[0].record, read: null, sources: initialVersions[0].sources }
      : null,
  );
  const [status, setStatus] = useState<string>("");
  const latest = versions[0] ?? null;

  async function read(file: File) {
    setStatus(`Reading ${file.name}…`);
    const uploaded = await uploadAttachment(UPLOAD_OWNER, "supporting", file, () => undefined);
    if (!uploaded.ok) return setStatus(uploaded.message ?? "The file could not be uploaded.");
    const result = await requestJson<{
      record: EvaluationRecord;
      sources: Draft["sources"];
      missing: string[];
    }>("/api/evaluation-records/read", "POST", { activityId, fileIds: [uploaded.data.id] });
    if (!result.ok) return setStatus(result.message ?? "The report could not be read.");
    setDraft({ record: result.data.record, read: result.data.record, sources: result.data.sources });
    setStatus(
      `This is what we read from ${file.name}: ${result.data.record.bidders.length} bidders, ${result.data.missing.length} cells missing. Correct any cell, then confirm.`,
    );
  }

  async function confirm() {
    if (!draft) return;
    const result = await requestJson<{ version: RecordVersionView }>("/api/evaluation-records", "POST", {
      activityId,
      record: draft.record,
      read: draft.read,
      basedOn: latest?.version ?? null,
      sources: draft.sources,
    });
    if (!result.ok) return setStatus(result.message ?? "The record could not be confirmed.");
    setVersions([result.data.version, ...versions]);
    setStatus(
      `Confirmed as version ${result.data.version.version}. The activity's letters and memos now use it.`,
    );
  }

  const setBidder = (next: RecordBidder) =>
    draft &&
    setDraft({
      ...draft,
      record: { ...draft.record, bidders: draft.record.bidders.map((b) => (b.id === next.id ? next : b)) },
    });
  const record = draft?.record;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col text-sm">
          Activity ID
          <input
            id="record-activity"
            className="rounded border px-2 py-1"
            value={activityId}
            onChange={(e) => setActivityId(e.target.value)}
          />
        </label>
        <label className="flex flex-col text-sm">
          Evaluation report (PDF, Word or Excel)
          <input
            id="record-report"
            type="file"
            accept=".pdf,.docx,.xlsx,.xls,.csv,.txt,.odt"
            disabled={!activityId.trim()}
            onChange={(event) => event.target.files?.[0] && void read(event.target.files[0])}
          />
        </label>
      </div>
      <p id="record-status" role="status" className="text-sm">
        {status}
      </p>
      {record ? (
        <section aria-label="This is what we read" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">This is what we read</h2>
          <div className="overflow-x-auto">
            <table className="min-w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th>Bidder</th>
                  <th>Read out</th>
                  <th>Corrected</th>
                  <th>Evaluated</th>
                  {STAGES.map((stage) => (
                    <th key={stage}>{STAGE_TITLES[stage]}</th>
                  ))}
                  <th>Rank</th>
                </tr>
              </thead>
              <tbody>
                {record.bidders.map((bidder) => (
                  <tr key={bidder.id} className="border-t align-top">
                    <td className="py-2 pr-2 font-medium">{bidder.name}</td>
                    {(["readOut", "corrected", "evaluated"] as const).map((field) => (
                      <td key={field} className="py-2 pr-2">
                        <MoneyCell
                          label={`${bidder.name}: ${field}`}
                          value={bidder[field]}
                          onChange={(value) => setBidder({ ...bidder, [field]: value })}
                        />
                      </td>
                    ))}
                    {STAGES.map((stage) => (
                      <td key={stage} className="py-2 pr-2">
                        <StageCell bidder={bidder} stage={stage} onChange={setBidder} />
                      </td>
                    ))}
                    <td className="py-2">
                      <input
                        aria-label={`${bidder.name}: rank`}
                        className="w-12 rounded border px-1 py-0.5 text-sm"
                        defaultValue={bidder.rank ?? ""}
                        onBlur={(e) => setBidder({ ...bidder, rank: amountOf(e.target.value) })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="grid grid-cols-[12rem_1fr] gap-1 text-sm">
            <dt>Pass mark</dt>
            <dd>
              {record.passMark
                ? `${record.passMark.value}${record.passMark.percent ? "%" : " marks"}`
                : "missing"}
            </dd>
            <dt>Recommendation</dt>
            <dd>
              {record.recommendation
                ? `${record.recommendation.bidderName} at ${show(record.recommendation.price) || "(price missing)"} ${record.currency ?? ""}`
                : record.noAward
                  ? `No award: “${record.noAward.text}”`
                  : "missing"}
            </dd>
            <dt>Budget / estimate</dt>
            <dd>
              {show(record.budget?.value ?? null) || "missing"} /{" "}
              {show(record.estimate?.value ?? null) || "missing"}
            </dd>
            <dt>Not bidders</dt>
            <dd>
              {record.notBidders.map((each) => `${each.name} (${each.role})`).join("; ") || "none named"}
            </dd>
          </dl>
          <button
            type="button"
            className="self-start rounded bg-primary px-4 py-2 text-primary-foreground"
            onClick={() => void confirm()}
          >
            Confirm record
          </button>
        </section>
      ) : null}
      <section aria-label="Versions" className="text-sm">
        <h2 className="text-lg font-semibold">Confirmed versions</h2>
        {versions.length ? (
          <ul>
            {versions.map((version) => (
              <li key={version.version}>
                Version {version.version}, confirmed by {version.confirmedBy} on{" "}
                {version.confirmedAt.slice(0, 10)}
                {version.changes.length
                  ? ` — ${version.changes.length} cell(s) corrected: ${version.changes
                      .map((c) => c.path)
                      .slice(0, 6)
                      .join(", ")}`
                  : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p>No version confirmed yet.</p>
        )}
      </section>
    </div>
  );
}
