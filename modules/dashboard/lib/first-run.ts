/** Which first-run steps the org has done (modules/dashboard/server/first-run.ts reads them). */
export type FirstRunProgress = { framework: boolean; activity: boolean; review: boolean };

export type FirstRunStepId = keyof FirstRunProgress;

export type FirstRunStep = { id: FirstRunStepId; href: string; done: boolean };

/**
 * The steps of the landing page's journey, in order, each with the page where it is done. The framework
 * comes first: the reviews read their rules from it.
 */
export function firstRunSteps(progress: FirstRunProgress): FirstRunStep[] {
  return [
    { id: "framework", href: "/settings#framework", done: progress.framework },
    { id: "activity", href: "/activities", done: progress.activity },
    { id: "review", href: "/review", done: progress.review },
  ];
}

/** The checklist shows until every step is done. */
export function firstRunComplete(progress: FirstRunProgress): boolean {
  return progress.framework && progress.activity && progress.review;
}
