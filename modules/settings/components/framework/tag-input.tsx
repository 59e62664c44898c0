"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import { fieldClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { addTags, MAX_TAGS, removeLastTag } from "@/modules/settings/lib/tags";
import { cn } from "@/lib/utils";

type Props = { id: string; tags: string[]; onChange: (tags: string[]) => void };

/**
 * Tags: Enter or comma adds (trimmed, lowercased, no duplicates), Backspace in the empty field
 * removes the last one, at most 10 ('Maximum 10 tags allowed'). Text left in the field is added on blur.
 */
export function TagInput({ id, tags, onChange }: Props) {
  const t = useTranslations("settings.framework.tags");
  const validation = useTranslations("common.validation");
  const [text, setText] = useState("");
  const [tooMany, setTooMany] = useState(false);

  function commit(typed: string) {
    const result = addTags(tags, typed);
    setTooMany(result.error === "maxTags");
    if (result.tags.length !== tags.length) onChange(result.tags);
    setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit(text);
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
      event.preventDefault();
      onChange(removeLastTag(tags));
      setTooMany(false);
    }
  }

  function onInput(value: string) {
    // A pasted "a, b, c" is split at once; the part after the last comma stays in the field.
    if (!value.includes(",")) return setText(value);
    const cut = value.lastIndexOf(",");
    commit(value.slice(0, cut));
    setText(value.slice(cut + 1));
  }

  const remove = (tag: string) => {
    onChange(tags.filter((item) => item !== tag));
    setTooMany(false);
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("label")}</Label>
      <div
        className={cn(
          fieldClass,
          "h-auto min-h-10 flex-wrap items-center gap-1.5 focus-within:ring-2 focus-within:ring-ring",
        )}
        data-testid={`${id}-box`}
      >
        {tags.map((tag) => (
          <span
            key={tag}
            className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs"
            data-testid="tag-chip"
          >
            {tag}
            <button
              type="button"
              onClick={() => remove(tag)}
              aria-label={t("remove", { tag })}
              className="rounded-full hover:text-destructive focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="h-3 w-3" aria-hidden="true" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={text}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => text.trim() && commit(text)}
          aria-describedby={tooMany ? `${errorId} ${hintId}` : hintId}
          aria-invalid={tooMany || undefined}
          className="min-w-24 flex-1 bg-transparent text-sm outline-none"
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t("hint")} ({tags.length}/{MAX_TAGS})
      </p>
      {tooMany ? (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {validation("maxTags")}
        </p>
      ) : null}
    </div>
  );
}
