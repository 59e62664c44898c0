/** Plain document styles for the preview frame; the memo HTML carries no styles of its own. */
const FRAME_STYLE =
  "body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:14px;line-height:1.5;color:#111;background:#fff;margin:16px}" +
  "h1{font-size:1.25rem}h2{font-size:1.1rem}table{border-collapse:collapse;margin:8px 0}th,td{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}";

type Props = { html: string; title: string; testId: string };

/**
 * The memo or email HTML in a sandboxed frame: the server escapes every text it puts in, and the empty
 * sandbox (no scripts, no same-origin, no forms, no top navigation) keeps anything that slipped through inert.
 */
export function HtmlPreview({ html, title, testId }: Props) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><base target="_blank"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={page}
      className="h-[28rem] w-full rounded-md border bg-white"
      data-testid={testId}
    />
  );
}
