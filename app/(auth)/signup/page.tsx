import { titled } from "@/lib/server/page-metadata";
import { redirect } from "next/navigation";
import { SignUpForm } from "@/modules/account/components";
import { currentUser } from "@/lib/server/auth/session";
import { PLANS, type Plan } from "@/modules/account";

export const generateMetadata = titled("signUp");

type Props = { searchParams: Promise<{ plan?: string }> };

export default async function SignUpPage({ searchParams }: Props) {
  if (await currentUser()) redirect("/dashboard");
  const { plan } = await searchParams;
  const initialPlan: Plan = (PLANS as readonly string[]).includes(plan ?? "") ? (plan as Plan) : "starter";
  return <SignUpForm initialPlan={initialPlan} />;
}
