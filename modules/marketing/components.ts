/**
 * The marketing feature's UI other features and routes use. See ./index.ts for its pure code and ./server.ts for its
 * server code.
 */
export { SchemaTable } from "./components/api/schema-table";
export { ArticleMeta, TagList } from "./components/blog/article-card";
export { BlogExplorer } from "./components/blog/blog-explorer";
export { blogCardArticles, toCardArticle } from "./components/blog/card-articles";
export { StayInformed } from "./components/blog/stay-informed";
export { MarkdownPage, contentPageMetadata } from "./components/content/content-page";
export { Prose } from "./components/content/prose";
export { WIKI_PAGES, WikiPage, wikiTitle } from "./components/content/wiki-page";
export { Icon } from "./components/icons";
export { Audiences } from "./components/landing/audiences";
export { Capabilities } from "./components/landing/capabilities";
export { FinalCta } from "./components/landing/final-cta";
export { Hero } from "./components/landing/hero";
export { HowItWorks } from "./components/landing/how-it-works";
export { MarketingNav, type MarketingNavItem } from "./components/nav/marketing-nav";
export { NewsletterForm } from "./components/newsletter-form";
export { newsletterLabels } from "./components/newsletter-labels";
