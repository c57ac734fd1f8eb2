import type { Page } from "@playwright/test";
import { storyUrl } from "./storybook-index";

/** Collects console errors, uncaught exceptions and failed requests of a page from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.removeAllListeners("console").removeAllListeners("pageerror");
  page.removeAllListeners("requestfailed").removeAllListeners("response");
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("requestfailed", (request) => errors.push(`request failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return errors;
}

const DONE_PHASES = ["finished", "completed", "errored", "aborted"];

/** Opens a story and waits until Storybook has finished rendering it (or failed to); returns the phase. */
export async function openStory(page: Page, id: string, theme: "light" | "dark"): Promise<string> {
  await page.goto(storyUrl(id, theme));
  const phase = await page.waitForFunction((done) => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    const current = preview?.currentRender?.phase;
    return current !== undefined && done.includes(current) ? current : false;
  }, DONE_PHASES);
  return (await phase.jsonValue()) as string;
}
