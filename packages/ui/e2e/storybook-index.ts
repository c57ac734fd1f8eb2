import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const STORYBOOK_DIR = fileURLToPath(new URL("../storybook-static", import.meta.url));

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

/** Every story of the static build, from Storybook's own index. */
export function readStories(): StoryEntry[] {
  const index = JSON.parse(readFileSync(`${STORYBOOK_DIR}/index.json`, "utf8")) as {
    entries: Record<string, StoryEntry & { type: string }>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === "story");
}

/** The preview's page, where each story renders alone. */
export const STORYBOOK_PATH = "/iframe.html";

/** The URL of one story, alone in the preview iframe, in a theme. */
export function storyUrl(id: string, theme: "light" | "dark"): string {
  const base = process.env.STORYBOOK_URL;
  if (!base) throw new Error("STORYBOOK_URL is not set: the global setup serves the build.");
  // a11y.manual: the a11y addon would run axe by itself after each render and collide with our run.
  return `${base}${STORYBOOK_PATH}?id=${encodeURIComponent(id)}&viewMode=story&globals=theme:${theme};a11y.manual:!true`;
}
