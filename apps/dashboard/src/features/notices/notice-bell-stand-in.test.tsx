import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeApi } from "@/test/fake-api";
import { aNotice, aNoticeList } from "@/test/notices";
import { renderWithProviders } from "@/test/render-with-providers";
import { NoticeBell } from "./notice-bell";

// The panel's module arrives only when the test lets it: the stand-in is pressed before.
const arrival = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock("./notice-popover", async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api.restore());

describe("NoticeBell before its panel has loaded", () => {
  it("shows a bell that a press opens once the panel is in", async () => {
    api = installFakeApi([
      { method: "GET", path: "/api/notices?limit=6", reply: () => ({ body: aNoticeList([aNotice()]) }) },
    ]);
    renderWithProviders(<NoticeBell />);
    const standIn = screen.getByRole("button", { name: "Notices" });
    expect(standIn.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(standIn);
    expect(api.calls).toHaveLength(0);

    arrival.arrive();
    expect(await screen.findByRole("dialog", { name: "Notices" }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Notices, 1 unread" })).toBeTruthy();
  });
});
