import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { WikiPage, WIKI_PAGES, wikiTitle } from "@/modules/marketing/components";

export const dynamicParams = false;

export function generateStaticParams() {
  return WIKI_PAGES.map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!(WIKI_PAGES as readonly string[]).includes(slug)) return {};
  return { title: wikiTitle(slug), alternates: { canonical: `/wiki/${slug}` } };
}

/** The integration guides of the webhook tools (public: a developer reads them before having an account). */
export default async function WikiRoute({ params }: Props) {
  const { slug } = await params;
  if (!(WIKI_PAGES as readonly string[]).includes(slug)) notFound();
  return <WikiPage slug={slug} />;
}
