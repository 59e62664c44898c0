import { titled } from "@/lib/server/page-metadata";
import { redirect } from "next/navigation";
import { SignInForm } from "@/modules/account/components";
import { safeCallbackPath } from "@/lib/routes";
import { currentUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("signIn");

type Props = { searchParams: Promise<{ callbackUrl?: string; error?: string }> };

export default async function SignInPage({ searchParams }: Props) {
  const { callbackUrl, error } = await searchParams;
  const destination = safeCallbackPath(callbackUrl);
  if (await currentUser()) redirect(destination);
  return <SignInForm callbackUrl={destination} initialError={error} />;
}
