import type { Page } from "@playwright/test";
import { STORYBOOK_PATH, storyUrl } from "./storybook-index";

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

type Theme = "light" | "dark";

/** Opens a story and waits until Storybook has finished rendering it (or failed to); returns the phase. */
export async function openStory(page: Page, id: string, theme: Theme): Promise<string> {
  await page.goto(storyUrl(id, theme));
  return renderedPhase(page, id);
}

/**
 * Shows a story in a theme on a page that may already hold Storybook's preview: there it asks the preview to
 * render the story (`setCurrentStory`) or to change the theme (`updateGlobals`), as Storybook's own UI and its
 * test runner do, instead of loading the preview's bundles again; otherwise it opens the story. Resolves with
 * the render's phase once Storybook has finished rendering it (or failed to).
 */
export async function showStory(page: Page, id: string, theme: Theme): Promise<string> {
  if (!new URL(page.url(), "http://unknown").pathname.endsWith(STORYBOOK_PATH))
    return openStory(page, id, theme);
  await page.evaluate(
    async ({ id, theme }) => {
      const scope = window as unknown as {
        __STORYBOOK_PREVIEW__: {
          currentRender?: { id?: string };
          storyStoreValue?: { userGlobals: { get(): Record<string, unknown> } };
        };
        __STORYBOOK_ADDONS_CHANNEL__: {
          on(event: string, listener: (storyId?: unknown) => void): void;
          off(event: string, listener: (storyId?: unknown) => void): void;
          emit(event: string, payload: unknown): void;
        };
      };
      const preview = scope.__STORYBOOK_PREVIEW__;
      const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
      // Storybook's events (storybook/internal/core-events): a render ends with one of these.
      const ENDS = ["storyRendered", "storyErrored", "storyThrewException", "storyMissing"];
      const rendered = (send: () => void) =>
        new Promise<void>((resolve, reject) => {
          const end = () => {
            clearTimeout(timer);
            for (const event of ENDS) channel.off(event, end);
            resolve();
          };
          const timer = setTimeout(() => reject(new Error("Storybook did not render the story")), 15_000);
          for (const event of ENDS) channel.on(event, end);
          send();
        });
      if (preview.currentRender?.id !== id) {
        await rendered(() => channel.emit("setCurrentStory", { storyId: id, viewMode: "story" }));
      }
      if (preview.storyStoreValue?.userGlobals.get().theme !== theme) {
        await rendered(() => channel.emit("updateGlobals", { globals: { theme } }));
      }
    },
    { id, theme },
  );
  return renderedPhase(page, id);
}

/** The phase of the story's render once Storybook has finished it (or failed to). */
async function renderedPhase(page: Page, id: string): Promise<string> {
  const phase = await page.waitForFunction(
    ({ id, done }) => {
      const preview = (
        window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
      ).__STORYBOOK_PREVIEW__;
      const render = preview?.currentRender;
      return render?.phase !== undefined && render.id === id && done.includes(render.phase)
        ? render.phase
        : false;
    },
    { id, done: DONE_PHASES },
  );
  return (await phase.jsonValue()) as string;
}
