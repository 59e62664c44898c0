import { Loader2 } from "lucide-react";

/** A spinner and a short text, announced politely to screen readers while something loads. */
export function LoadingLine({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {children}
    </p>
  );
}
