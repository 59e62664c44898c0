import Link from "next/link";
import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The dashboard's way into the work that is not a single tool: the org's activities, a document review, and
 * (for those who may review) the review queue. The header carries the same links; a first visit starts here.
 */
export function WorkLinks({ canReview }: { canReview: boolean }) {
  const t = useTranslations("home.dashboard.work");
  const links = [
    { href: "/activities", label: t("activities"), hint: t("activitiesHint") },
    { href: "/review", label: t("review"), hint: t("reviewHint") },
    ...(canReview ? [{ href: "/review/queue", label: t("queue"), hint: t("queueHint") }] : []),
  ];
  return (
    <nav aria-label={t("label")} data-testid="dashboard-work-links">
      <ul className="grid gap-3 sm:grid-cols-3">
        {links.map((link) => (
          <li key={link.href} className="flex flex-col gap-1">
            <Link
              href={link.href}
              className={buttonVariants({ variant: "outline", className: "justify-start" })}
            >
              {link.label}
            </Link>
            <span className="text-xs text-muted-foreground">{link.hint}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
