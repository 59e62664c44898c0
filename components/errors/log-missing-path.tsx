"use client";

import { useEffect } from "react";

export function LogMissingPath() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
