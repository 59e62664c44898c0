import { cn } from "@/lib/utils";

/** Renders HTML produced by `renderMarkdown` from our own `content/` files with typographic styles. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn("prose prose-slate max-w-none dark:prose-invert prose-a:text-primary prose-headings:scroll-mt-24", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
