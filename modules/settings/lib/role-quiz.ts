import { DEFAULT_ROLE, ROLES, type Role } from "@/lib/catalogue/role-profiles";

/**
 * The settings role quiz: every choice ticked in the first question gives its role 3
 * points, in the optional second question 2 points; 'Suggest my role' picks the highest score.
 */
export type QuizChoice = { id: string; role: Role };
export type QuizQuestion = { id: "work" | "goal"; weight: number; choices: readonly QuizChoice[] };

export const ROLE_QUIZ: readonly QuizQuestion[] = [
  {
    id: "work",
    weight: 3,
    choices: [
      { id: "runProcurements", role: "practitioner" },
      { id: "reviewApprove", role: "oversight" },
      { id: "adviseClients", role: "consultant" },
      { id: "prepareBids", role: "supplier" },
      { id: "studyProcurement", role: "student" },
    ],
  },
  {
    id: "goal",
    weight: 2,
    choices: [
      { id: "draftDocuments", role: "practitioner" },
      { id: "checkCompliance", role: "oversight" },
      { id: "compareFrameworks", role: "consultant" },
      { id: "winContracts", role: "supplier" },
      { id: "learnRules", role: "student" },
    ],
  },
];

export type QuizAnswers = Partial<Record<QuizQuestion["id"], readonly string[]>>;

export function quizScores(
  answers: QuizAnswers,
  quiz: readonly QuizQuestion[] = ROLE_QUIZ,
): Record<Role, number> {
  const scores = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
  for (const question of quiz) {
    for (const choiceId of new Set(answers[question.id] ?? [])) {
      const choice = question.choices.find((c) => c.id === choiceId);
      if (choice) scores[choice.role] += question.weight;
    }
  }
  return scores;
}

/** The highest-scoring role; ties go to the role listed first; no answers give practitioner. */
export function suggestRole(answers: QuizAnswers, quiz: readonly QuizQuestion[] = ROLE_QUIZ): Role {
  const scores = quizScores(answers, quiz);
  let best: Role = DEFAULT_ROLE;
  for (const role of ROLES) if (scores[role] > scores[best]) best = role;
  return best;
}

/** Ticking a choice again unticks it. */
export function toggleChoice(
  answers: QuizAnswers,
  questionId: QuizQuestion["id"],
  choiceId: string,
): QuizAnswers {
  const current = answers[questionId] ?? [];
  const next = current.includes(choiceId) ? current.filter((id) => id !== choiceId) : [...current, choiceId];
  return { ...answers, [questionId]: next };
}
