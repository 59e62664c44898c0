// Server-renders a component with the real next-intl messages for render tests: a missing text or argument fails
// the test (every render test of the app's components shares this one provider setup).
import { NextIntlClientProvider } from "next-intl";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect } from "vitest";

export function renderWithMessages(element: ReactElement, messages: Record<string, unknown>): string {
  const errors: string[] = [];
  const provider: ComponentProps<typeof NextIntlClientProvider> = {
    locale: "en",
    timeZone: "UTC",
    messages: messages as ComponentProps<typeof NextIntlClientProvider>["messages"],
    onError: (error: Error) => errors.push(error.message),
    children: element,
  };
  const html = renderToStaticMarkup(createElement(NextIntlClientProvider, provider));
  expect(errors).toEqual([]);
  return html;
}
