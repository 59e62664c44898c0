/**
 * The product tour's steps, built on the server (at prerender) from the product's own texts and data: the
 * same message keys the real screens use, the catalogue's clusters, tools, inputs and attachment groups, and
 * the framework tab names. Only the sample values (a name, a country, three findings) are the tour's own.
 */
import { getTranslations } from "next-intl/server";
import { CLUSTERS, getTool } from "@/lib/catalogue";
import { FRAMEWORK_SOURCES, FRAMEWORK_TAB_NAMES } from "@/lib/frameworks/options";
import type { ProductTourTexts, TourFinding, TourScreen, TourStep } from "./tour-model";

export const TOUR_STEP_KEYS = ["signup", "settings", "hub", "tool", "result", "queue", "export"] as const;
export type TourStepKey = (typeof TOUR_STEP_KEYS)[number];

/** The tool the tour runs: a review with inputs, two attachment groups and findings. */
const TOUR_TOOL = "solicitation_compliance_review";

export async function productTourProps(): Promise<{ steps: TourStep[]; texts: ProductTourTexts }> {
  const [t, common, settings, services, review] = await Promise.all([
    getTranslations("home.landing.tour"),
    getTranslations("common"),
    getTranslations("settings"),
    getTranslations("services"),
    getTranslations("review"),
  ]);
  const tool = getTool(TOUR_TOOL);
  const toolPath = `/services/${tool.id}`;
  const toolCount = CLUSTERS.reduce((sum, cluster) => sum + cluster.tools.length, 0);
  const sample = (key: string) => t(`sample.${key}`);
  const finding = (key: string, status: TourFinding["status"]): TourFinding => {
    const details = [`${common("findings.evidence")}: ${sample(`findings.${key}.evidence`)}`];
    if (t.has(`sample.findings.${key}.recommendation`))
      details.push(`${common("findings.recommendation")}: ${sample(`findings.${key}.recommendation`)}`);
    return {
      status,
      statusLabel: common(`findings.statuses.${status}`),
      title: sample(`findings.${key}.title`),
      details,
    };
  };

  const screens: Record<TourStepKey, TourScreen> = {
    signup: {
      path: "/signup",
      heading: common("auth.signUpTitle"),
      blocks: [
        { type: "note", text: common("auth.signUpSubtitle") },
        {
          type: "fields",
          items: [
            { label: common("auth.name"), value: sample("name") },
            { label: common("auth.email"), value: sample("email") },
            { label: common("auth.password"), value: sample("password") },
            { label: common("auth.role"), value: common("roles.practitioner") },
            { label: common("auth.plan"), value: common("auth.plans.starter") },
          ],
        },
        { type: "buttons", items: [common("auth.submitSignUp")] },
      ],
    },
    settings: {
      path: "/settings",
      heading: settings("framework.title"),
      blocks: [
        {
          type: "tabs",
          items: [settings("framework.tabs.sources"), settings("framework.tabs.library")],
          active: 0,
        },
        { type: "tabs", items: FRAMEWORK_SOURCES.map((source) => FRAMEWORK_TAB_NAMES[source]), active: 0 },
        { type: "note", text: settings("framework.intro.country") },
        {
          type: "fields",
          items: [{ label: settings("framework.fields.country"), value: sample("country") }],
        },
        {
          type: "buttons",
          items: [
            settings("framework.save", { tab: FRAMEWORK_TAB_NAMES.country }),
            settings("framework.reset"),
          ],
        },
      ],
    },
    hub: {
      path: "/services",
      heading: services("hubTitle"),
      blocks: [
        { type: "heading", text: services("hub.clustersTitle") },
        {
          type: "cards",
          items: CLUSTERS.map((cluster) => ({
            title: cluster.title,
            meta: services("hub.toolCount", { count: cluster.tools.length }),
          })),
        },
      ],
    },
    tool: {
      path: toolPath,
      heading: tool.title,
      blocks: [
        { type: "heading", text: services("tool.part1") },
        {
          type: "fields",
          items: tool.inputs.slice(0, 5).map((input) => {
            // The framework is filled in from Settings ("auto"); the other fields are still empty.
            if (input.name === "framework")
              return { label: input.label, value: `${sample("country")} (${FRAMEWORK_TAB_NAMES.country})` };
            const empty = input.type === "dropdown" ? services("inputs.choose") : "";
            return { label: input.label, value: input.placeholder ?? empty, placeholder: true };
          }),
        },
        { type: "heading", text: services("tool.part2") },
        {
          type: "cards",
          items: tool.attachmentGroups.map((group) => ({
            title: group.title,
            meta: services("attachments.limits", {
              types: group.accept.map((ext) => ext.slice(1).toUpperCase()).join(", "),
              max: group.maxFiles,
              size: group.maxFileSizeMB,
            }),
          })),
        },
        { type: "buttons", items: [services("tool.authorize"), services("tool.run")], primary: 1 },
      ],
    },
    result: {
      path: toolPath,
      heading: services("tool.resultTitle"),
      blocks: [
        { type: "note", text: common("findings.score", { score: sample("score") }) },
        {
          type: "findings",
          items: [finding("fraud", "fail"), finding("validity", "warning"), finding("itb", "pass")],
        },
      ],
    },
    queue: {
      path: "/review/queue",
      heading: review("queue.title"),
      blocks: [
        { type: "note", text: review("queue.reviewerIntro") },
        {
          type: "rows",
          items: [
            {
              title: `${tool.title} — ${sample("activity")}`,
              meta: review("queue.submittedBy", { name: sample("name"), date: sample("date") }),
              badge: review("queue.score", { score: sample("score") }),
            },
          ],
        },
        {
          type: "buttons",
          items: [review("queue.startReview"), review("queue.approve"), review("queue.returnForRevision")],
        },
      ],
    },
    export: {
      path: toolPath,
      heading: common("resultActions.label"),
      blocks: [
        {
          type: "buttons",
          items: [
            common("resultActions.downloadDocx"),
            common("resultActions.downloadPdf"),
            common("resultActions.copy"),
            common("resultActions.email"),
          ],
        },
        { type: "heading", text: review("sendEmail.title") },
        {
          type: "fields",
          items: [
            { label: review("sendEmail.to"), value: sample("recipient") },
            {
              label: review("sendEmail.subject"),
              value: review("sendEmail.subjectDefault", {
                service: tool.title,
                activity: sample("activity"),
              }),
            },
          ],
        },
        { type: "checkbox", label: review("sendEmail.dryRun"), checked: true },
        { type: "buttons", items: [review("sendEmail.send"), review("sendEmail.cancel")] },
      ],
    },
  };

  const steps = TOUR_STEP_KEYS.map((key) => ({
    title: t(`steps.${key}.title`),
    body: t(`steps.${key}.body`, { count: toolCount }),
    screen: screens[key],
  }));
  return {
    steps,
    texts: {
      title: t("title"),
      intro: t("intro"),
      stepLabels: steps.map((_, index) => t("stepOf", { step: index + 1, total: steps.length })),
      screenLabels: steps.map((step) => t("screenLabel", { title: step.title, path: step.screen.path })),
      back: t("back"),
      next: t("next"),
      close: t("close"),
      keys: t("keys"),
      finish: { label: t("finish"), href: "/services" },
    },
  };
}
