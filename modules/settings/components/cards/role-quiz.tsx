"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ROLE_QUIZ, suggestRole, toggleChoice, type QuizAnswers } from "@/modules/settings/lib/role-quiz";
import type { Role } from "@/lib/catalogue/role-profiles";

/** Ticking choices and 'Suggest my role' sets the highest-scoring role; the select stays editable. */
export function RoleQuiz({ onSuggest, disabled }: { onSuggest: (role: Role) => void; disabled?: boolean }) {
  const t = useTranslations("settings.cards.quiz");
  const roles = useTranslations("common.roles");
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [suggested, setSuggested] = useState<Role | null>(null);

  function suggest() {
    const role = suggestRole(answers);
    setSuggested(role);
    onSuggest(role);
  }

  return (
    <div className="space-y-4 rounded-md border p-4" data-testid="role-quiz">
      <div className="space-y-1">
        <h3 className="text-sm font-semibold">{t("title")}</h3>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      {ROLE_QUIZ.map((question) => (
        <fieldset key={question.id} className="space-y-2">
          <legend className="mb-2 text-sm font-medium">{t(`questions.${question.id}.label`)}</legend>
          {question.choices.map((choice) => {
            const id = `quiz-${question.id}-${choice.id}`;
            return (
              <div key={choice.id} className="flex items-start gap-2">
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={answers[question.id]?.includes(choice.id) ?? false}
                  onCheckedChange={() =>
                    setAnswers((current) => toggleChoice(current, question.id, choice.id))
                  }
                />
                <label htmlFor={id} className="text-sm">
                  {t(`questions.${question.id}.choices.${choice.id}`)}
                </label>
              </div>
            );
          })}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" onClick={suggest} disabled={disabled}>
          {t("suggest")}
        </Button>
        <p role="status" className="text-sm text-muted-foreground" data-testid="role-quiz-result">
          {suggested ? t("suggested", { role: roles(suggested) }) : null}
        </p>
      </div>
    </div>
  );
}
