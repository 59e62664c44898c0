import { createTranslator, NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import common from "@/messages/en/common.json";
import home from "@/messages/en/home.json";
import { MarketingHeader } from "./marketing-header";

/** The provider's props with its child (a props object, as createElement takes them). */
const providerProps = (
  config: Omit<ComponentProps<typeof NextIntlClientProvider>, "children">,
  children: ReactNode,
): ComponentProps<typeof NextIntlClientProvider> => ({ ...config, children });

const messages = { common, home };
vi.mock("next/navigation", () => ({ usePathname: () => "/blog" }));
vi.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: "en", messages, namespace: namespace as "common" }),
}));

async function header(): Promise<string> {
  const element = await MarketingHeader();
  // A stream, not renderToStaticMarkup: the logo is an async server component, which suspends.
  const stream = await renderToReadableStream(
    createElement(
      NextIntlClientProvider,
      providerProps({ locale: "en", timeZone: "UTC", messages }, element),
    ),
  );
  await stream.allReady;
  return new Response(stream).text();
}

const linksTo = (html: string, href: string) =>
  [...html.matchAll(new RegExp(`<a [^>]*href="${href}"[^>]*>([^<]+)</a>`, "g"))].map(([, text]) => text);

describe("the public header", () => {
  it("offers Sign up beside Sign in, on the bar and in the phone menu", async () => {
    const html = await header();
    expect(linksTo(html, "/signup")).toEqual(["Sign up", "Sign up"]);
    expect(linksTo(html, "/signin")).toEqual(["Sign in", "Sign in"]);
    // The phone menu's copy sits inside the menu panel, not on the bar.
    const menu = html.slice(html.indexOf('id="mobile-navigation"'));
    expect(linksTo(menu, "/signup")).toEqual(["Sign up"]);
  });
});
