"use client";

import { Copy, Download, ExternalLink, Eye, FileText, Link2 } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { DeleteReference } from "@/modules/settings/components/framework/delete-reference";
import { ReferenceMeta } from "@/modules/settings/components/framework/reference-meta";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { FRAMEWORK_TAB_NAMES } from "@/lib/frameworks/options";
import type { LibraryRef, LibraryTextMatch } from "@/modules/settings/lib/guideline-library";
import { previewUrl, shareableUrl } from "@/modules/settings/lib/library-actions";
import { TextMatch } from "./text-match";

const action = buttonVariants({ variant: "ghost", size: "sm" });

function ActionLink({
  href,
  label,
  text,
  icon,
  download,
}: {
  href: string;
  label: string;
  text: string;
  icon: ReactNode;
  download?: boolean;
}) {
  const external = download ? {} : { target: "_blank", rel: "noopener noreferrer" };
  return (
    <a href={href} className={action} aria-label={label} download={download || undefined} {...external}>
      {icon}
      <span className="sr-only md:not-sr-only">{text}</span>
    </a>
  );
}

/**
 * One library row: visit (links) or preview (PDF/TXT/CSV files), download, copy link, delete; and where the
 * search matched in the file's text, when it did.
 */
export function LibraryItem({
  reference,
  onDeleted,
  textMatch,
}: {
  reference: LibraryRef;
  onDeleted: (id: string) => void;
  textMatch?: LibraryTextMatch;
}) {
  const t = useTranslations("settings.library");
  const notify = useTranslations("notifications");
  const preview = previewUrl(reference);
  const icon = (Icon: typeof Copy) => <Icon className="h-4 w-4" aria-hidden="true" />;

  async function copy() {
    try {
      await navigator.clipboard.writeText(shareableUrl(reference, window.location.origin));
      toast.success(notify("copied"), {
        description: notify("copiedDescription", { item: reference.title }),
      });
    } catch {
      toast.error(notify("copyFailed"), { description: notify("copyFailedDescription") });
    }
  }

  const KindIcon = reference.kind === "file" ? FileText : Link2;
  return (
    <li
      className="flex flex-col gap-3 rounded-md border p-3 sm:flex-row sm:items-start"
      data-testid="library-item"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <KindIcon className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="break-words font-medium">{reference.title}</p>
          <p className="flex flex-wrap gap-1">
            <Badge variant="outline">{t(`kinds.${reference.kind}`)}</Badge>
            <Badge variant="secondary">{FRAMEWORK_TAB_NAMES[reference.source]}</Badge>
          </p>
          <ReferenceMeta reference={reference} />
          {textMatch ? <TextMatch match={textMatch} /> : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-1 sm:shrink-0">
        {reference.kind === "link" ? (
          <ActionLink
            href={reference.url}
            label={t("visitLabel", { title: reference.title })}
            text={t("visit")}
            icon={icon(ExternalLink)}
          />
        ) : preview ? (
          <ActionLink
            href={preview}
            label={t("previewLabel", { title: reference.title })}
            text={t("preview")}
            icon={icon(Eye)}
          />
        ) : null}
        {reference.kind === "file" ? (
          <ActionLink
            href={reference.url}
            label={t("downloadLabel", { title: reference.title })}
            text={t("download")}
            icon={icon(Download)}
            download
          />
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void copy()}
          aria-label={t("copyLabel", { title: reference.title })}
        >
          {icon(Copy)}
          <span className="sr-only md:not-sr-only">{t("copy")}</span>
        </Button>
        <DeleteReference reference={reference} onDeleted={onDeleted} />
      </div>
    </li>
  );
}
