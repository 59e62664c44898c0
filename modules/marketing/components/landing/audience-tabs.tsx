"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { focusRing } from "./styles";

type Props = {
  label: string;
  tabs: { id: string; label: string }[];
  /** One server-rendered panel per tab, same order. */
  panels: ReactNode[];
};

/** WAI-ARIA tabs with automatic activation: roving tabindex, Left/Right (wrapping), Home and End. */
export function AudienceTabs({ label, tabs, panels }: Props) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") select(selected + 1);
    else if (event.key === "ArrowLeft") select(selected - 1);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(tabs.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="inline-flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg border bg-muted p-1"
      >
        {tabs.map((tab, index) => {
          const active = index === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`audience-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`audience-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index)}
              className={`rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap ${focusRing} ${
                active
                  ? "bg-background text-foreground shadow-sm"
                  : "text-muted-foreground hover:text-foreground"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`audience-panel-${tab.id}`}
          aria-labelledby={`audience-tab-${tab.id}`}
          hidden={index !== selected}
        >
          {panels[index]}
        </div>
      ))}
    </div>
  );
}
