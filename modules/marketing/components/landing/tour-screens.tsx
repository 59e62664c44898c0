import type { TourBlock, TourFinding, TourScreen } from "./tour-model";

/**
 * A mocked screen of the product: a browser frame with the page's real address, heading and labels. It is a
 * picture (role="img", named after the step), so its fake buttons are spans that take no focus; the step's
 * title and text say what it shows.
 */
export function TourScreenView({ screen, label }: { screen: TourScreen; label: string }) {
  return (
    <div
      role="img"
      aria-label={label}
      data-testid="tour-screen"
      data-path={screen.path}
      className="overflow-hidden rounded-lg border bg-background text-left shadow-sm"
    >
      <div className="flex items-center gap-2 border-b bg-muted/60 px-3 py-1.5">
        <span className="flex gap-1">
          {[0, 1, 2].map((dot) => (
            <span key={dot} className="h-2 w-2 rounded-full bg-muted-foreground/40" />
          ))}
        </span>
        <span className="min-w-0 flex-1 truncate rounded bg-background px-2 py-0.5 font-mono text-xs text-muted-foreground">
          {screen.path}
        </span>
      </div>
      <div className="space-y-3 p-4 text-sm">
        <p className="text-base font-semibold">{screen.heading}</p>
        {screen.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </div>
  );
}

const box = "min-h-7 rounded-md border bg-background px-2 py-1";

function Block({ block }: { block: TourBlock }) {
  switch (block.type) {
    case "heading":
      return <p className="pt-1 font-semibold">{block.text}</p>;
    case "note":
      return <p className="text-muted-foreground">{block.text}</p>;
    case "tabs":
      return (
        <div className="flex flex-wrap gap-1 rounded-md bg-muted p-1 text-xs">
          {block.items.map((item, index) => (
            <span
              key={item}
              className={
                index === block.active
                  ? "rounded bg-background px-2 py-1 font-medium shadow-sm"
                  : "px-2 py-1 text-muted-foreground"
              }
            >
              {item}
            </span>
          ))}
        </div>
      );
    case "fields":
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          {block.items.map((field) => (
            <div key={field.label} className="space-y-1">
              <span className="block text-xs font-medium">{field.label}</span>
              <span className={`block truncate ${box} ${field.placeholder ? "text-muted-foreground" : ""}`}>
                {field.value}
              </span>
            </div>
          ))}
        </div>
      );
    case "cards":
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          {block.items.map((card) => (
            <div key={card.title} className="rounded-md border bg-card p-2">
              <span className="block font-medium">{card.title}</span>
              <span className="block text-xs text-muted-foreground">{card.meta}</span>
            </div>
          ))}
        </div>
      );
    case "findings":
      return (
        <ul className="space-y-2">
          {block.items.map((finding) => (
            <FindingView key={finding.title} finding={finding} />
          ))}
        </ul>
      );
    case "rows":
      return (
        <ul className="divide-y rounded-md border">
          {block.items.map((row) => (
            <li key={row.title} className="flex items-start justify-between gap-3 p-2">
              <span>
                <span className="block font-medium">{row.title}</span>
                <span className="block text-xs text-muted-foreground">{row.meta}</span>
              </span>
              <span className="shrink-0 rounded-full border px-2 py-0.5 text-xs font-medium">
                {row.badge}
              </span>
            </li>
          ))}
        </ul>
      );
    case "checkbox":
      return (
        <span className="flex items-center gap-2">
          <span
            className={`flex h-4 w-4 items-center justify-center rounded-sm border text-[10px] ${block.checked ? "border-primary bg-primary text-primary-foreground" : ""}`}
          >
            {block.checked ? "✓" : ""}
          </span>
          {block.label}
        </span>
      );
    case "buttons":
      return (
        <div className="flex flex-wrap gap-2">
          {block.items.map((item, index) => (
            <span
              key={item}
              className={
                index === (block.primary ?? 0)
                  ? "rounded-md bg-primary px-3 py-1.5 text-xs font-medium text-primary-foreground"
                  : "rounded-md border bg-background px-3 py-1.5 text-xs font-medium"
              }
            >
              {item}
            </span>
          ))}
        </div>
      );
  }
}

/** As the real findings list: each outcome has a mark and a word as well as a colour. */
const STATUS_STYLE: Record<TourFinding["status"], { mark: string; text: string; border: string }> = {
  fail: { mark: "✕", text: "text-red-600", border: "border-l-red-600" },
  warning: { mark: "!", text: "text-amber-600", border: "border-l-amber-500" },
  pass: { mark: "✓", text: "text-green-600", border: "border-l-slate-400" },
};

function FindingView({ finding }: { finding: TourFinding }) {
  const style = STATUS_STYLE[finding.status];
  return (
    <li className={`rounded-md border border-l-4 p-2 ${style.border}`} data-status={finding.status}>
      <span className="flex items-start gap-2 font-medium">
        <span className={`font-bold ${style.text}`}>{style.mark}</span>
        <span>
          {finding.title}{" "}
          <span className="text-xs uppercase text-muted-foreground">({finding.statusLabel})</span>
        </span>
      </span>
      {finding.details.map((detail) => (
        <span key={detail} className="mt-1 block break-words text-xs">
          {detail}
        </span>
      ))}
    </li>
  );
}
