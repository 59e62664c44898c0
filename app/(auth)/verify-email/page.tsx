import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/modules/account/components";
import { buttonVariants } from "@/components/ui/button";
import { currentUser } from "@/lib/server/auth/session";
import { confirmEmailVerification } from "@/modules/account/server";

// The token is in the URL: no Referer may carry it to another page or site.
export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getTranslations("common.auth.verifyEmail"))("pageTitle"),
    referrer: "no-referrer",
    robots: { index: false },
  };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * The link of the verification email: checks the token and marks the address verified. Only verified
 * accounts may mail outside their organisation, so a throwaway sign-up cannot use the product as a relay.
 */
export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const [t, outcome, user] = await Promise.all([
    getTranslations("common.auth.verifyEmail"),
    confirmEmailVerification(typeof token === "string" ? token : null),
    currentUser(),
  ]);
  const ok = outcome === "verified" || outcome === "already_verified";
  const next = user
    ? { href: "/settings#profile", label: t(ok ? "toApp" : "toSettings") }
    : { href: "/signin", label: t("toSignIn") };
  return (
    <AuthCard title={t(ok ? "verifiedTitle" : "failedTitle")} description={t(outcome)}>
      <p className="text-sm" data-testid="verify-email-outcome" data-outcome={outcome}>
        {ok ? t("verifiedHint") : t("failedHint")}
      </p>
      <Link href={next.href} className={`${buttonVariants()} mt-4`}>
        {next.label}
      </Link>
    </AuthCard>
  );
}
