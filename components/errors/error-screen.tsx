"use client";

import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import common from "@/messages/en/common.json";

// Error boundaries sit above the group layouts, so no next-intl provider is guaranteed here.
const texts = common.errorScreen;

/** Caught errors are logged with message, stack, URL and timestamp. */
export function logClientError(error: Error & { digest?: string }) {
  console.error("Caught application error", {
    message: error.message,
    stack: error.stack,
    digest: error.digest,
    url: window.location.href,
    timestamp: new Date().toISOString(),
  });
}

export function ErrorScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => logClientError(error), [error]);
  return (
    <main
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center"
      role="alert"
    >
      <h1 className="text-2xl font-semibold">{texts.title}</h1>
      <p className="text-muted-foreground">{texts.description}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {/* Plain links on purpose: after an error the client router may itself be broken. No Button component:
            this screen is part of every page's JavaScript, and Button brings Radix Slot and tailwind-merge. */}
        {/* eslint-disable @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonVariants()}>
          {texts.home}
        </a>
        <a href="/services" className={buttonVariants({ variant: "outline" })}>
          {texts.services}
        </a>
        <a href="/health" className={buttonVariants({ variant: "outline" })}>
          {texts.health}
        </a>
        {/* eslint-enable @next/next/no-html-link-for-pages */}
        <button
          type="button"
          className={buttonVariants({ variant: "outline" })}
          onClick={() => window.location.reload()}
        >
          {texts.reload}
        </button>
      </div>
    </main>
  );
}
