"use client";

import { lazy, Suspense } from "react";

// Loaded only when an error happens: every page ships this boundary, so it must not carry the screen itself.
const ErrorScreen = lazy(() =>
  import("@/components/errors/error-screen").then((module) => ({ default: module.ErrorScreen })),
);

export default function Error({ error }: { error: Error & { digest?: string } }) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen error={error} />
    </Suspense>
  );
}
