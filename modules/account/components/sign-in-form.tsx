"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AuthCard } from "./auth-card";

const KNOWN_ERRORS = ["invalid", "throttled", "pending", "rejected", "signUpThenSignInFailed"] as const;

export function signInErrorKey(
  code: string | null | undefined,
): (typeof KNOWN_ERRORS)[number] | "generic" | null {
  if (!code) return null;
  if (code === "CredentialsSignin") return "invalid";
  return (KNOWN_ERRORS as readonly string[]).includes(code)
    ? (code as (typeof KNOWN_ERRORS)[number])
    : "generic";
}

export function SignInForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string }) {
  const t = useTranslations("common.auth");
  const [error, setError] = useState(signInErrorKey(initialError));
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const result = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    }).catch(() => ({ error: "generic", ok: false }));
    if (result?.ok && !result.error) {
      window.location.assign(callbackUrl);
      return;
    }
    setBusy(false);
    setError(signInErrorKey(result?.error ?? "generic"));
  }

  return (
    <AuthCard title={t("signInTitle")} description={t("signInSubtitle")}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        {error && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
            data-testid="signin-error"
          >
            {t(`errors.${error}`)}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor="email">{t("email")}</Label>
          <Input id="email" name="email" type="email" autoComplete="email" required />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="password">{t("password")}</Label>
          <Input id="password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t("working") : t("submitSignIn")}
        </Button>
        <p className="text-sm text-muted-foreground">
          {t("noAccount")}{" "}
          <Link className="text-primary underline underline-offset-4" href="/signup">
            {t("createOne")}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
