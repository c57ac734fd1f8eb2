import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../color/contrast";
import { Avatar } from "./avatar";
import { avatarColor, avatarInitial } from "./avatar-identity";
import { CHART_PALETTE } from "./chart-palette";

describe("avatarInitial", () => {
  it("takes the first character of the display name", () => {
    expect(avatarInitial({ displayName: "satoshi", email: "x@example.com" })).toBe("S");
  });

  it("falls back to the email when there is no display name", () => {
    expect(avatarInitial({ displayName: null, email: "vitalik@example.com" })).toBe("V");
    expect(avatarInitial({ displayName: "  ", email: "ada@example.com" })).toBe("A");
  });

  it("keeps a character outside the basic plane whole", () => {
    expect(avatarInitial({ displayName: "🚀 Moon" })).toBe("🚀");
  });

  it("shows a question mark when there is neither", () => {
    expect(avatarInitial({})).toBe("?");
  });
});

describe("avatarColor", () => {
  it("picks the palette colour by the character code of the initial", () => {
    expect(avatarColor("A")).toBe(CHART_PALETTE[65 % 26]);
    expect(avatarColor("Z")).toBe(CHART_PALETTE[90 % 26]);
  });

  it("gives each letter of the alphabet its own colour", () => {
    const letters = Array.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", avatarColor);
    expect(new Set(letters).size).toBe(26);
  });
});

describe("CHART_PALETTE", () => {
  it("has 26 distinct hex colours", () => {
    expect(CHART_PALETTE).toHaveLength(26);
    expect(new Set(CHART_PALETTE).size).toBe(26);
    for (const color of CHART_PALETTE) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("leaves black or white text readable (AA for large text) on every colour", () => {
    for (const color of CHART_PALETTE) {
      expect(
        Math.max(contrastRatio(color, "#ffffff"), contrastRatio(color, "#000000")),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("Avatar", () => {
  it("shows the initial and names the user", () => {
    render(<Avatar user={{ displayName: "Grace Hopper", email: "grace@example.com" }} />);
    const avatar = screen.getByRole("img", { name: "Grace Hopper" });
    expect(avatar.textContent).toBe("G");
    expect(avatar.querySelector("img")).toBeNull();
  });

  it("shows the photo at 512 by 512 when the user has one", () => {
    render(<Avatar user={{ displayName: "Grace", photoURL: "/photos/grace.png" }} />);
    const image = screen.getByRole("img", { name: "Grace" }).querySelector("img");
    expect(image?.getAttribute("src")).toBe("/photos/grace.png");
    expect(image?.getAttribute("width")).toBe("512");
    expect(image?.getAttribute("height")).toBe("512");
  });

  it("falls back to the initial when the photo fails to load", () => {
    render(<Avatar user={{ displayName: "Grace", photoURL: "/missing.png" }} />);
    const avatar = screen.getByRole("img", { name: "Grace" });
    fireEvent.error(avatar.querySelector("img") as HTMLImageElement);
    expect(avatar.querySelector("img")).toBeNull();
    expect(avatar.textContent).toBe("G");
  });

  it("is hidden from assistive technology when decorative", () => {
    render(<Avatar user={{ email: "bob@example.com" }} decorative />);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
