import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { Timeline, TimelineEntry } from "../lib/timeline";
import { formatMoment } from "../lib/format";

type Translate = Awaited<ReturnType<typeof getTranslations>>;

function EntryRow({ entry, t }: { entry: TimelineEntry; t: Translate }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm">
      <span className="font-medium">{entry.title}</span>
      {entry.note ? <span className="text-muted-foreground">{entry.note}</span> : null}
      <span className="text-muted-foreground">
        <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · {t("by", { who: entry.who })}
      </span>
      <span className="ml-auto flex gap-3">
        <Link
          href={entry.href}
          className="text-primary underline-offset-4 hover:underline"
          aria-label={t("openNamed", { title: entry.title })}
        >
          {t("open")}
        </Link>
        {entry.downloadHref ? (
          <a
            href={entry.downloadHref}
            className="text-primary underline-offset-4 hover:underline"
            aria-label={t("downloadNamed", { title: entry.title })}
          >
            {t("download")}
          </a>
        ) : null}
      </span>
    </li>
  );
}

function Section({
  id,
  title,
  empty,
  entries,
  t,
  note,
}: {
  id: string;
  title: string;
  empty: string;
  entries: readonly TimelineEntry[];
  t: Translate;
  note?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      {entries.length ? (
        <ul className="divide-y rounded-lg border">
          {entries.map((entry) => (
            <EntryRow key={entry.id} entry={entry} t={t} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/** Everything done under the activity's reference, one section per kind of work. */
export async function ActivityTimeline({ timeline }: { timeline: Timeline }) {
  const t = await getTranslations("activities.timeline");
  return (
    <div className="space-y-6">
      <Section id="activity-runs" title={t("runs")} empty={t("runsEmpty")} entries={timeline.runs} t={t} />
      <section aria-labelledby="activity-drafts-heading" className="space-y-2">
        <h2 id="activity-drafts-heading" className="text-lg font-semibold">
          {t("drafts")}
        </h2>
        {timeline.drafts.length ? (
          timeline.drafts.map((group) => (
            <div key={group.toolId} className="space-y-1">
              <h3 className="text-sm font-medium">{group.title}</h3>
              <ul className="divide-y rounded-lg border">
                {group.versions.map((entry) => (
                  <EntryRow
                    key={entry.id}
                    entry={{ ...entry, title: `${group.title} — ${entry.title}` }}
                    t={t}
                  />
                ))}
              </ul>
            </div>
          ))
        ) : (
          <p className="text-sm text-muted-foreground">{t("draftsEmpty")}</p>
        )}
      </section>
      <Section
        id="activity-memos"
        title={t("memos")}
        empty={t("memosEmpty")}
        entries={timeline.memos}
        t={t}
      />
      <Section
        id="activity-records"
        title={t("records")}
        empty={t("recordsEmpty")}
        entries={timeline.records}
        t={t}
      />
      <Section
        id="activity-risks"
        title={t("risks")}
        empty={t("risksEmpty")}
        entries={timeline.risks}
        t={t}
      />
      <Section
        id="activity-requests"
        title={t("requests")}
        empty={t("requestsEmpty")}
        entries={timeline.requests}
        t={t}
      />
      <Section
        id="activity-audit"
        title={t("audit")}
        empty={t("auditEmpty")}
        entries={timeline.audit}
        t={t}
        note={t("auditNote")}
      />
    </div>
  );
}
