"use client";

import { signIn } from "next-auth/react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useFieldError } from "@/components/shared/use-field-error";
import { fieldErrorsFromZod, firstFieldMessages, topField, type FieldErrors } from "@/lib/api/field-errors";
import { requestJson } from "@/lib/api/request-json";
import { ROLES } from "@/lib/catalogue/role-profiles";
import { PLANS, signUpSchema, type Plan } from "@/modules/account/validation";
import { Button } from "@/components/ui/button";
import { Input, NativeSelect } from "@/components/ui/input";
import { FieldError, Label } from "@/components/ui/label";
import { AuthCard } from "./auth-card";

type Fields = Partial<Record<"name" | "email" | "password" | "role" | "plan", string>>;

export function SignUpForm({ initialPlan }: { initialPlan: Plan }) {
  const t = useTranslations("common");
  const fieldError = useFieldError();
  const [errors, setErrors] = useState<Fields>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function failValidation(fields: FieldErrors) {
    setErrors(firstFieldMessages(fields, topField) as Fields);
    toast.error(t("validation.title"), { description: t("validation.description") });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const parsed = signUpSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) return failValidation(fieldErrorsFromZod(parsed.error));
    setBusy(true);
    try {
      const response = await requestJson<unknown>("/api/auth/signup", "POST", parsed.data);
      if (!response.ok) {
        if (response.status === 400) return failValidation(response.fields);
        return setNotice(t(response.status === 429 ? "auth.errors.throttled" : "auth.errors.generic"));
      }
      const result = await signIn("credentials", {
        email: parsed.data.email,
        password: parsed.data.password,
        redirect: false,
      });
      // Full loads: the new session cookie then applies to every server component from the start.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      if (result?.ok && !result.error) return window.location.assign("/dashboard");
      if (result?.error === "pending") return setNotice(t("auth.pendingCreated"));
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/signin?error=signUpThenSignInFailed");
    } catch {
      setNotice(t("auth.errors.generic"));
    } finally {
      setBusy(false);
    }
  }

  const clear = (field: keyof Fields) => () => errors[field] && setErrors({ ...errors, [field]: undefined });
  const message = (field: keyof Fields) => fieldError(errors[field]);

  return (
    <AuthCard title={t("auth.signUpTitle")} description={t("auth.signUpSubtitle")}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        {notice && (
          <p role="status" className="rounded-md border bg-muted p-3 text-sm" data-testid="signup-notice">
            {notice}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor="name">{t("auth.name")}</Label>
          <Input
            id="name"
            name="name"
            autoComplete="name"
            aria-invalid={!!errors.name}
            aria-describedby="name-error"
            onChange={clear("name")}
          />
          <FieldError id="name-error" message={message("name")} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="email">{t("auth.email")}</Label>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            aria-invalid={!!errors.email}
            aria-describedby="email-error"
            onChange={clear("email")}
          />
          <FieldError id="email-error" message={message("email")} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="password">{t("auth.password")}</Label>
          <Input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.password}
            aria-describedby="password-hint password-error"
            onChange={clear("password")}
          />
          <p id="password-hint" className="text-xs text-muted-foreground">
            {t("auth.passwordHint")}
          </p>
          <FieldError id="password-error" message={message("password")} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="role">{t("auth.role")}</Label>
          <NativeSelect
            id="role"
            name="role"
            defaultValue="practitioner"
            aria-invalid={!!errors.role}
            aria-describedby="role-error"
            onChange={clear("role")}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="role-error" message={message("role")} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="plan">{t("auth.plan")}</Label>
          <NativeSelect id="plan" name="plan" defaultValue={initialPlan}>
            {PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {t(`auth.plans.${plan}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t("auth.working") : t("auth.submitSignUp")}
        </Button>
        <p className="text-sm text-muted-foreground">
          {t("auth.haveAccount")}{" "}
          <Link className="text-primary underline underline-offset-4" href="/signin">
            {t("auth.signInInstead")}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
