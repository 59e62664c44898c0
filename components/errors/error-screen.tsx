"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import common from "@/messages/en/common.json";

// Error boundaries sit above the group layouts, so no next-intl provider is guaranteed here.
const texts = common.errorScreen;

/** Spec 1 §8: caught errors are logged with message, stack, URL and timestamp. */
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
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{texts.title}</h1>
      <p className="text-muted-foreground">{texts.description}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {/* Plain links on purpose: after an error the client router may itself be broken. */}
        {/* eslint-disable @next/next/no-html-link-for-pages */}
        <Button asChild variant="default">
          <a href="/">{texts.home}</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/services">{texts.services}</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/health">{texts.health}</a>
        </Button>
        {/* eslint-enable @next/next/no-html-link-for-pages */}
        <Button variant="outline" onClick={() => window.location.reload()}>
          {texts.reload}
        </Button>
      </div>
    </main>
  );
}
