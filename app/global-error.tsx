"use client";

import { lazy, Suspense } from "react";

// Loaded only when the root layout itself fails; every page ships this boundary.
const GlobalErrorScreen = lazy(() => import("@/components/errors/global-error-screen"));

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body>
        <Suspense fallback={null}>
          <GlobalErrorScreen error={error} />
        </Suspense>
      </body>
    </html>
  );
}
