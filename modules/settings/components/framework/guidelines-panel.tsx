"use client";

import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import type { FrameworkSource } from "@/lib/frameworks/options";
import type { FrameworkSettingView } from "@/modules/settings/lib/framework-settings";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import { cn } from "@/lib/utils";
import { AddLinkForm } from "./add-link-form";
import { FileUpload } from "./file-upload";
import { ReferenceList } from "./reference-list";

type Props = {
  source: FrameworkSource;
  view: FrameworkSettingView | undefined;
  onChanged: (ref: LibraryRef) => void;
  onDeleted: (id: string) => void;
};

/** The collapsible 'Guidelines & References' panel of one source: add a link, upload files, the list. */
export function GuidelinesPanel({ source, view, onChanged, onDeleted }: Props) {
  const t = useTranslations("settings.framework");
  const [open, setOpen] = useState(false);
  const links = view?.guidelines.links ?? [];
  const files = view?.guidelines.files ?? [];
  return (
    <Collapsible
      open={open}
      onOpenChange={setOpen}
      className="rounded-lg border"
      data-testid={`${source}-guidelines`}
    >
      <CollapsibleTrigger className="flex w-full items-center gap-3 rounded-lg p-4 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <span className="flex-1">
          <span className="block font-medium">{t("guidelines.title")}</span>
          <span className="block text-sm text-muted-foreground">{t("guidelines.description")}</span>
        </span>
        <Badge variant="secondary">
          <span aria-hidden="true">{links.length + files.length}</span>
          <span className="sr-only">{t("itemCount", { count: links.length + files.length })}</span>
        </Badge>
        <ChevronDown
          className={cn("h-4 w-4 transition-transform", open && "rotate-180")}
          aria-hidden="true"
        />
      </CollapsibleTrigger>
      <CollapsibleContent forceMount className="space-y-6 border-t p-4 data-[state=closed]:hidden">
        <AddLinkForm source={source} onAdded={onChanged} />
        <FileUpload source={source} onUploaded={onChanged} />
        <ReferenceList links={links} files={files} onChanged={onChanged} onDeleted={onDeleted} />
      </CollapsibleContent>
    </Collapsible>
  );
}
