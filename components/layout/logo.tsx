import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function Logo({ href = "/" }: { href?: string }) {
  const t = await getTranslations("common");
  return (
    <Link href={href} className="flex items-center gap-2 font-semibold" aria-label={t("productName")}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" className="text-primary">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path
          d="M10 23V9h7a5 5 0 0 1 0 10h-7"
          fill="none"
          stroke="white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* The name gives way on phones so the header fits 320 px; the link keeps its accessible name. */}
      <span className="hidden sm:inline">{t("productName")}</span>
    </Link>
  );
}
