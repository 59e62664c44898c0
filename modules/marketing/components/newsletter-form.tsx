"use client";

import { useState, type FormEvent } from "react";
import { requestJson } from "@/lib/api/request-json";

export type NewsletterLabels = {
  label: string;
  placeholder: string;
  subscribe: string;
  subscribing: string;
  success: string;
  invalid: string;
  error: string;
  throttled: string;
};

type Status = { kind: "idle" | "sending" | "done" | "error"; message?: string };

/** Newsletter sign-up (footer and blog). Posts to /api/newsletter; the answer is the same for a repeat address. */
export function NewsletterForm({
  labels,
  source,
  className,
}: {
  labels: NewsletterLabels;
  source: "footer" | "blog";
  className?: string;
}) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const id = `newsletter-${source}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get("email")?.toString().trim() ?? "";
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return setStatus({ kind: "error", message: labels.invalid });
    setStatus({ kind: "sending" });
    const response = await requestJson<unknown>("/api/newsletter", "POST", { email, source });
    if (response.ok) {
      form.reset();
      return setStatus({ kind: "done", message: labels.success });
    }
    const message =
      response.status === 429 ? labels.throttled : response.status === 400 ? labels.invalid : labels.error;
    setStatus({ kind: "error", message });
  }

  const invalid = status.kind === "error";
  return (
    <form onSubmit={submit} noValidate className={className} data-testid={`newsletter-${source}`}>
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={labels.placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-status`}
          onInput={() => invalid && setStatus({ kind: "idle" })}
          className="h-10 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <button
          type="submit"
          disabled={status.kind === "sending"}
          className="h-10 shrink-0 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60"
        >
          {status.kind === "sending" ? labels.subscribing : labels.subscribe}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-5 text-sm ${invalid ? "text-destructive" : "text-muted-foreground"}`}
      >
        {status.message}
      </p>
    </form>
  );
}
