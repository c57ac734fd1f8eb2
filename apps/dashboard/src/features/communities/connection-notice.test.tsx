import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatDate } from "@/features/format/format";
import { communitySettings } from "@/test/community-settings";
import { installFakeApi } from "@/test/fake-api";
import { renderWithProviders } from "@/test/render-with-providers";
import { ConnectionNotice } from "./connection-notice";

// Add Chartbot again asks which services are on: the fake API answers 404, so Discord counts as on.
let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi([]);
});
afterEach(() => api.restore());

describe("ConnectionNotice", () => {
  it("says Chartbot is not in the server of a disconnected community, when its data goes, and offers to add it again", () => {
    const settings = communitySettings({
      status: "disconnected",
      connection: {
        status: "disconnected",
        disconnectedAt: "2026-11-20T10:00:00.000Z",
        deletesAt: "2026-12-20T10:00:00.000Z",
        warnings: [],
      },
    });
    renderWithProviders(<ConnectionNotice settings={settings} />);
    const notice = screen.getByRole("alert");
    expect(notice.textContent).toContain("Chartbot is not in this server");
    expect(notice.textContent).toContain(`deleted on ${formatDate("2026-12-20T10:00:00.000Z")}`);
    expect(screen.getByRole("button", { name: /Add Chartbot again/ })).toBeTruthy();
  });

  it("says nothing of a connected community the bot has every permission in", () => {
    renderWithProviders(<ConnectionNotice settings={communitySettings()} />);
    expect(screen.queryByText(/Chartbot is not in this server/)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
