"use client";

export function Thrower(): never {
  throw new Error("Deliberate failure for the error-screen test");
}
