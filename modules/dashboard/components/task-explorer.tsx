import {
  BookOpen,
  ChevronDown,
  ClipboardCheck,
  FilePen,
  FileSearch,
  ShieldAlert,
  UserSearch,
  type LucideIcon,
} from "lucide-react";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { toolHref } from "@/lib/catalogue";
import { TASK_SHORTCUTS, type TaskIcon } from "@/lib/catalogue/tasks";
import type { DashboardTool } from "./dashboard-role";

const ICONS: Record<TaskIcon, LucideIcon> = {
  FilePen,
  ClipboardCheck,
  UserSearch,
  ShieldAlert,
  FileSearch,
  BookOpen,
};

/**
 * Explore by Task: the six task shortcuts as cards, each expanding on its own (Radix Collapsible keeps its
 * own open state, so this stays a server component) to show the description, when to use it and its tools.
 */
export async function TaskExplorer({ toolById }: { toolById: ReadonlyMap<string, DashboardTool> }) {
  const t = await getTranslations("home.dashboard.tasks");
  return (
    <ul className="grid items-start gap-3 md:grid-cols-2 lg:grid-cols-3">
      {TASK_SHORTCUTS.map((task) => {
        const Icon = ICONS[task.icon];
        const tools = task.recommendedServices.flatMap((id) => toolById.get(id) ?? []);
        return (
          <li key={task.id} className="rounded-lg border bg-card" data-testid={`task-${task.id}`}>
            <Collapsible>
              <CollapsibleTrigger className="group flex w-full items-center gap-3 rounded-lg p-4 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted">
                  <Icon aria-hidden className="size-5 text-primary" />
                </span>
                <span className="flex-1 font-medium">{task.title}</span>
                <ChevronDown
                  aria-hidden
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                />
              </CollapsibleTrigger>
              <CollapsibleContent className="flex flex-col gap-3 px-4 pb-4 text-sm">
                <p>{task.description}</p>
                <div>
                  <h3 className="font-medium">{t("whenToUse")}</h3>
                  <ul className="mt-1 list-disc pl-5 text-muted-foreground">
                    {task.whenToUse.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="font-medium">{t("recommended")}</h3>
                  <ul className="mt-1 flex flex-col gap-1">
                    {tools.map((tool) => (
                      <li key={tool.id}>
                        <Link
                          href={toolHref(tool.id)}
                          className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {tool.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </CollapsibleContent>
            </Collapsible>
          </li>
        );
      })}
    </ul>
  );
}
