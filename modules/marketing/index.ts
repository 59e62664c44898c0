/**
 * The marketing feature's public surface for other features and routes: its pure code (domain, validation, API docs).
 * Server code is in ./server.ts, UI in ./components.ts; inside the feature, files import each other directly.
 */
export { BLOG_ARTICLES, BLOG_SLUGS, BLOG_TAGS, getBlogArticle } from "./lib/blog";
export { ALL_PLANS_INCLUDE, PRICING_FAQ, PRICING_PLANS } from "./lib/pricing";
