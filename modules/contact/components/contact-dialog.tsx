"use client";

import { X } from "lucide-react";
import Link from "next/link";
import { useRef } from "react";
import { ContactForm } from "./contact-form";
import type { ContactFormLabels } from "./contact-form-labels";

export type ContactDialogTexts = {
  open: string;
  title: string;
  description: string;
  close: string;
  settingsHint: string;
  settingsLink: string;
};

type Props = {
  labels: ContactFormLabels;
  texts: ContactDialogTexts;
  defaults?: { name?: string; email?: string };
  triggerClassName?: string;
};

/**
 * The contact dialog: name, email, subject, message and an optional attachment. A native modal
 * <dialog> traps focus, closes on Escape and returns focus to the button that opened it.
 */
export function ContactDialog({ labels, texts, defaults, triggerClassName }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className={
          triggerClassName ??
          "inline-flex h-10 items-center rounded-md border bg-background px-4 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        }
      >
        {texts.open}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="contact-dialog-title"
        aria-describedby="contact-dialog-description"
        className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl border bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50"
      >
        <div className="max-h-[85vh] overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id="contact-dialog-title" className="text-lg font-semibold">
                {texts.title}
              </h2>
              <p id="contact-dialog-description" className="mt-1 text-sm text-muted-foreground">
                {texts.description}
              </p>
            </div>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label={texts.close}
              className="rounded-md p-1 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <ContactForm
            source="modal"
            labels={labels}
            defaults={defaults}
            onSent={() => dialog.current?.close()}
          />
          <p className="mt-4 text-xs text-muted-foreground">
            {texts.settingsHint}{" "}
            <Link href="/settings" className="text-primary underline underline-offset-4">
              {texts.settingsLink}
            </Link>
            .
          </p>
        </div>
      </dialog>
    </>
  );
}
