import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "../color/contrast";
import { Avatar } from "./avatar";
import { avatarColor, avatarInitial } from "./avatar-identity";
import { CHART_PALETTE } from "./chart-palette";
import { md5Hex } from "./md5";

describe("md5Hex", () => {
  it("gives an empty string for an empty input", () => {
    expect(md5Hex("")).toBe("");
  });

  it.each([
    ["a", "0cc175b9c0f1b6a831c399e269772661"],
    ["abc", "900150983cd24fb0d6963f7d28e17f72"],
    ["message digest", "f96b697d7cb7938d525a2f31aaf161d0"],
    ["abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"],
    ["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"],
    [
      "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
      "57edf4a22be3c955ac49da2e2107b67a",
    ],
    ["The quick brown fox jumps over the lazy dog", "9e107d9d372bb6826bd81d3542a419d6"],
  ])("matches the RFC 1321 vector for %j", (input, digest) => {
    expect(md5Hex(input)).toBe(digest);
  });

  it.each([
    ["é", "66ddcd97cfdeabb2f6fb8a999b4bc76f"],
    ["€", "bca53fde466a76b7bee3e18997e94a7a"],
    ["🚀 Moon", "f7c440885950f521f749f227048d7f36"],
    ["ünïcødé@example.com", "389df17771096c746bbfdddcd33df4c8"],
  ])("hashes the UTF-8 bytes of %j", (input, digest) => {
    expect(md5Hex(input)).toBe(digest);
  });

  it("handles inputs around the 56-byte padding boundary", () => {
    expect(md5Hex("a".repeat(55))).toBe("ef1772b6dff9a122358552954ad0df65");
    expect(md5Hex("a".repeat(56))).toBe("3b0c8ac703f828b04c6c197006d17218");
    expect(md5Hex("a".repeat(64))).toBe("014842d480b571495a4a0363793f7367");
  });
});

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
