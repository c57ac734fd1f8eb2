import { describe, expect, it, vi } from "vitest";
import { contrastRatio } from "../color/contrast";
import { darkColors, lightColors, type ThemeColors } from "./colors";
import { themeScriptSource } from "./theme-script";
import { applyTheme, getDocumentTheme, resolveTheme, setTheme } from "./theme-store";
import { darkTheme, lightTheme } from "./themes.css";

function stubSystemPreference(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: dark && query.includes("dark"),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function runThemeScript(cookieDomain?: string) {
  new Function(themeScriptSource(cookieDomain))();
}

const root = () => document.documentElement;

/** A cookie as the other app would have set it. */
function setCookie(assignment: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the other app, which writes it this way.
  document.cookie = assignment;
}

describe("theme script (runs in <head> before first paint)", () => {
  it.each([
    ["light", false, lightTheme],
    ["dark", true, darkTheme],
  ])("applies the stored %s theme whatever the system prefers", (stored, systemDark, expected) => {
    stubSystemPreference(!systemDark);
    localStorage.setItem("theme", stored);
    runThemeScript();
    expect(root().classList.contains(expected)).toBe(true);
    expect(root().style.colorScheme).toBe(stored);
  });

  it.each([
    [true, darkTheme],
    [false, lightTheme],
  ])("follows the system preference (dark=%s) when nothing valid is stored", (systemDark, expected) => {
    stubSystemPreference(systemDark);
    localStorage.setItem("theme", "sepia");
    runThemeScript();
    expect(root().className).toBe(expected);
  });

  it("replaces a previous theme class instead of adding a second one", () => {
    stubSystemPreference(false);
    root().classList.add(darkTheme);
    localStorage.setItem("theme", "light");
    runThemeScript();
    expect(root().className).toBe(lightTheme);
  });

  it("applies the theme chosen in the other app (the shared cookie) over this origin's, and stores it here", () => {
    stubSystemPreference(false);
    setCookie("theme=dark; Path=/");
    localStorage.setItem("theme", "light");
    runThemeScript();
    expect(root().className).toBe(darkTheme);
    expect(localStorage.getItem("theme")).toBe("dark");
  });

  it("shares a theme stored before the cookie existed, and marks <html> with the cookie domain", () => {
    stubSystemPreference(false);
    localStorage.setItem("theme", "dark");
    runThemeScript();
    expect(root().className).toBe(darkTheme);
    expect(document.cookie).toContain("theme=dark");
    expect(root().hasAttribute("data-cookie-domain")).toBe(false);
    runThemeScript(".Chartbot.app");
    expect(root().getAttribute("data-cookie-domain")).toBe("chartbot.app");
  });

  it("ignores an invalid theme cookie", () => {
    stubSystemPreference(true);
    setCookie("theme=sepia; Path=/");
    runThemeScript();
    expect(root().className).toBe(darkTheme);
  });

  it("never throws, even when storage is denied", () => {
    stubSystemPreference(true);
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(runThemeScript).not.toThrow();
    expect(root().className).toBe(darkTheme);
    getItem.mockRestore();
  });
});

describe("theme store", () => {
  it("resolves the stored theme first, then the system preference", () => {
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme(undefined, true)).toBe("dark");
    expect(resolveTheme(undefined, false)).toBe("light");
  });

  it("persists the choice under the theme key and in the product-wide cookie, and applies it", () => {
    setTheme("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.cookie).toContain("theme=dark");
    expect(getDocumentTheme()).toBe("dark");
    setTheme("light");
    expect(localStorage.getItem("theme")).toBe("light");
    expect(root().className).toBe(lightTheme);
  });

  it("reads the system preference while <html> has no theme class", () => {
    stubSystemPreference(true);
    expect(getDocumentTheme()).toBe("dark");
    applyTheme("light");
    expect(getDocumentTheme()).toBe("light");
  });
});

describe("theme colours", () => {
  const themes: Array<[string, ThemeColors]> = [
    ["light", lightColors],
    ["dark", darkColors],
  ];
  const surfaces = ["surface", "surfaceRaised", "surfaceSunken", "surfaceHover"] as const;

  it.each(themes)("keeps body text, muted text and links at AA (4.5:1) on every %s surface", (_name, c) => {
    for (const surface of surfaces) {
      for (const text of ["text", "textMuted", "link", "positive", "negative", "warning"] as const) {
        expect(contrastRatio(c[text], c[surface]), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it.each(themes)("keeps text on filled %s controls at AA", (_name, c) => {
    expect(contrastRatio(c.accentText, c.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.accentText, c.accentHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.negativeText, c.negative)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(c.accentSubtleText, c.accentSubtle)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(themes)("keeps focus rings and control borders at 3:1 on %s surfaces", (_name, c) => {
    for (const surface of surfaces) {
      expect(contrastRatio(c.focus, c[surface]), `focus on ${surface}`).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(c.borderStrong, c[surface]), `borderStrong on ${surface}`).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it.each(themes)(
    "keeps message text at AA and tone icons at 3:1 on the tinted %s backgrounds",
    (_name, c) => {
      const tones = [
        ["accent", "accentSubtle"],
        ["positive", "positiveSubtle"],
        ["warning", "warningSubtle"],
        ["negative", "negativeSubtle"],
      ] as const;
      for (const [tone, subtle] of tones) {
        expect(contrastRatio(c.text, c[subtle]), `text on ${subtle}`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(c[tone], c[subtle]), `${tone} on ${subtle}`).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
