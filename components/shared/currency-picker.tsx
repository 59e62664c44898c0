"use client";

import { Check, ChevronsUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type KeyboardEvent } from "react";
import { fieldClass } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { currencyLabel, CURRENCY_CODES, searchCurrencies } from "@/lib/locale/currency";
import { cn } from "@/lib/utils";

type Props = {
  /** The trigger's id, so a `<Label htmlFor>` names it. */
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** Codes offered (the framework's allowed list); all ISO 4217 currencies by default. */
  allowed?: readonly string[];
  /** aria-label when no visible label points at `id` (e.g. the currency half of a money input). */
  label?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A searchable currency list: labels '{symbol} {code}' ('RMB (CNY) — name' for the
 * yuan), filtered by code or name, 'No currencies found' when nothing matches. The search box is a combobox
 * over the listbox: arrows move, Enter picks, Escape closes, focus returns to the trigger.
 */
export function CurrencyPicker({
  id,
  value,
  onChange,
  allowed = CURRENCY_CODES,
  label,
  invalid,
  describedBy,
  disabled,
  className,
}: Props) {
  const t = useTranslations("services.currency");
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();
  const shown = searchCurrencies(query, allowed);
  const activeIndex = Math.min(active, Math.max(0, shown.length - 1));
  const optionId = (code: string) => `${listId}-${code}`;

  const openChange = (next: boolean) => {
    setOpen(next);
    setQuery("");
    // Start on the current value so arrows move from it.
    setActive(
      Math.max(
        0,
        searchCurrencies("", allowed).findIndex((currency) => currency.code === value),
      ),
    );
  };

  const pick = (code: string) => {
    onChange(code);
    setOpen(false);
  };

  const move = (index: number) => setActive(Math.max(0, Math.min(shown.length - 1, index)));
  // The active option scrolls into view: on opening (the current value) and as the arrows move.
  const keepInView = (node: HTMLLIElement | null) => node?.scrollIntoView?.({ block: "nearest" });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      PageDown: () => move(activeIndex + 8),
      PageUp: () => move(activeIndex - 8),
      Home: () => move(0),
      End: () => move(shown.length - 1),
      Enter: () => {
        const code = shown[activeIndex]?.code;
        if (code) pick(code);
      },
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger
        id={id}
        type="button"
        disabled={disabled}
        role="combobox"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid={`${id}-trigger`}
        className={cn(
          fieldClass,
          "items-center justify-between gap-2 text-left disabled:cursor-not-allowed disabled:opacity-50",
          className,
        )}
      >
        <span className={cn("truncate", !value && "text-muted-foreground")}>
          {value ? currencyLabel(value) : t("placeholder")}
        </span>
        <ChevronsUpDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent align="start" className="w-80 p-2" aria-label={t("listLabel")}>
        <input
          type="text"
          role="combobox"
          autoComplete="off"
          aria-label={t("search")}
          aria-expanded="true"
          aria-controls={shown.length ? listId : undefined}
          aria-activedescendant={shown[activeIndex] ? optionId(shown[activeIndex].code) : undefined}
          value={query}
          placeholder={t("searchPlaceholder")}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className={cn(fieldClass, "h-9")}
        />
        {shown.length ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t("listLabel")}
            className="mt-2 max-h-64 overflow-y-auto"
          >
            {shown.map((currency, index) => {
              const selected = currency.code === value;
              return (
                <li
                  key={currency.code}
                  ref={index === activeIndex ? keepInView : undefined}
                  id={optionId(currency.code)}
                  role="option"
                  aria-selected={selected}
                  onMouseMove={() => setActive(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(currency.code)}
                  className={cn(
                    "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm",
                    index === activeIndex && "bg-muted",
                  )}
                >
                  <Check
                    className={cn("size-4 shrink-0", selected ? "opacity-100" : "opacity-0")}
                    aria-hidden="true"
                  />
                  <span className="font-medium">{currencyLabel(currency.code)}</span>
                  {currency.code === "CNY" ? null : (
                    <span className="truncate text-muted-foreground">{currency.name}</span>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p role="status" className="px-2 py-3 text-center text-sm text-muted-foreground">
            {t("empty")}
          </p>
        )}
      </PopoverContent>
    </Popover>
  );
}
