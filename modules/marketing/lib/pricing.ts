/** Pricing plans: structure here, texts in messages/en/home.json `pricing.plans.{id}`. */
export const PRICING_PLANS = [
  { id: "starter", href: "/signup", highlight: false },
  { id: "standard", href: "/signup?plan=standard", highlight: true },
  { id: "professional", href: "/signup?plan=professional", highlight: false },
  { id: "enterprise", href: "/contact", highlight: false },
] as const;

export type PricingPlanId = (typeof PRICING_PLANS)[number]["id"];

export const ALL_PLANS_INCLUDE = [
  "secureProcessing",
  "output",
  "email",
  "compliance",
  "knowledge",
  "mobile",
  "privacy",
  "frameworkUpdates",
  "uptime",
] as const;

export const PRICING_FAQ = ["cancel", "trial", "switch", "annual"] as const;
