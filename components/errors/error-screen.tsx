"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

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
  const t = useTranslations("common.errorScreen");
  useEffect(() => logClientError(error), [error]);
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center" role="alert">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {/* Plain links on purpose: after an error the client router may itself be broken. */}
        {/* eslint-disable @next/next/no-html-link-for-pages */}
        <Button asChild variant="default">
          <a href="/">{t("home")}</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/services">{t("services")}</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/health">{t("health")}</a>
        </Button>
        {/* eslint-enable @next/next/no-html-link-for-pages */}
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t("reload")}
        </Button>
      </div>
    </main>
  );
}
