"use client";

import { useEffect } from "react";
import { logClientError } from "@/components/errors/error-screen";
import common from "@/messages/en/common.json";

// Replaces the root layout when it fails, so no provider (and no next-intl) is available here.
export default function GlobalErrorScreen({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => logClientError(error), [error]);
  return (
    <div style={{ fontFamily: "system-ui, sans-serif", padding: "3rem", textAlign: "center" }}>
      <h1>{common.errorScreen.routerTitle}</h1>
      <p>{common.errorScreen.description}</p>
      <p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the router is gone here */}
        <a href="/">{common.errorScreen.home}</a> ·{" "}
        <button onClick={() => window.location.reload()}>{common.errorScreen.reload}</button>
      </p>
    </div>
  );
}
