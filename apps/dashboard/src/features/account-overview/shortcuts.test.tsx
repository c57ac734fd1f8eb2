import type { AccountProfile } from "@chartbot/contracts/account";
import type { CommunitySummary } from "@chartbot/contracts/communities";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiErrorReply, type FakeRoute, installFakeApi } from "@/test/fake-api";
import { aCommunitySummary, anAccountProfile } from "@/test/overview-account";
import { renderWithProviders } from "@/test/render-with-providers";
import { aSubscriptionsOverview } from "@/test/subscriptions";
import { checklistSteps } from "./checklist-steps";
import { Shortcuts } from "./shortcuts";

const NEW_ACCOUNT: AccountProfile = anAccountProfile();
const LINKED = { id: "80351110224678912", username: "ada", status: "connected", canUnlink: true } as const;
const community = (status: CommunitySummary["status"]) => aCommunitySummary({ status });
const alertCounts = (active: number) => ({
  items: [],
  nextCursor: null,
  counts: { active, paused: 0, triggered: 0, canceled: 0, expired: 0 },
});

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

/** The API of an account: its profile (changed by PATCH as the real one does), communities and alerts. */
function serve(
  profile: AccountProfile,
  { communities = [] as CommunitySummary[], alerts = 0, extra = [] as FakeRoute[] } = {},
) {
  let current = profile;
  api = installFakeApi([
    ...extra,
    { method: "GET", path: "/api/account", reply: () => ({ body: current }) },
    {
      method: "PATCH",
      path: "/api/account",
      reply: ({ body }) => {
        const changes = body as Partial<AccountProfile>;
        current = { ...current, ...changes, ...(changes.tickerMode && { tickerModeChosen: true }) };
        return { body: current };
      },
    },
    { method: "GET", path: "/api/communities", reply: () => ({ body: { communities } }) },
    { method: "GET", path: /^\/api\/alerts\?/, reply: () => ({ body: alertCounts(alerts) }) },
    { method: "GET", path: "/api/subscriptions", reply: () => ({ body: aSubscriptionsOverview() }) },
  ]);
  return api;
}

const checklist = () => screen.findByRole("region", { name: "Get started with Chartbot" });
const stepStatus = (region: HTMLElement, title: string) =>
  within(within(region).getByRole("heading", { name: new RegExp(`^${title}`) })).getByText(/^(Done|Not yet)$/)
    .textContent;

describe("the first-run checklist on Shortcuts", () => {
  it("shows a new account all four steps not yet done, each with the way to do it, and no 'Welcome back'", async () => {
    serve(NEW_ACCOUNT);
    renderWithProviders(<Shortcuts />);
    const region = await checklist();
    expect(within(region).getByText("0 of 4 done")).toBeTruthy();
    for (const title of [
      "Link your Discord account",
      "Add Chartbot to a server",
      "Choose how tickers are read",
      "Create your first price alert",
    ]) {
      expect(stepStatus(region, title)).toBe("Not yet");
    }
    const href = (name: string) => within(region).getByRole("link", { name }).getAttribute("href");
    expect(href("Link Discord in Account Settings")).toBe("/account/settings#discord-heading");
    expect(href("Go to My Communities")).toBe("/communities");
    expect(href("Choose a mode in Account Settings")).toBe("/account/settings#ticker-parsing-mode-heading");
    expect(href("Go to Price Alerts")).toBe("/account/alerts");
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    // The shortcuts are still there below it.
    expect(screen.getByRole("link", { name: "Trading & API Keys" })).toBeTruthy();
  });

  it("marks what is done: Discord linked and a server with the bot (whose setup chose a mode) make 3 of 4", async () => {
    serve({ ...NEW_ACCOUNT, discord: LINKED }, { communities: [community("connected")] });
    renderWithProviders(<Shortcuts />);
    const region = await checklist();
    expect(within(region).getByText("3 of 4 done")).toBeTruthy();
    expect(stepStatus(region, "Link your Discord account")).toBe("Done");
    expect(stepStatus(region, "Add Chartbot to a server")).toBe("Done");
    expect(stepStatus(region, "Choose how tickers are read")).toBe("Done");
    expect(stepStatus(region, "Create your first price alert")).toBe("Not yet");
    expect(within(region).queryByRole("link", { name: "Go to My Communities" })).toBeNull();
  });

  it("does not count a server the bot was removed from as added", () => {
    const steps = checklistSteps({
      profile: { discord: null, tickerModeChosen: false },
      communities: [community("disconnected")],
      alertCount: 0,
    });
    expect(steps.map((step) => [step.id, step.done])).toEqual([
      ["discord", false],
      ["bot", false],
      ["mode", true],
      ["alert", false],
    ]);
  });

  it("'Keep Traditional' saves the default mode as chosen: the step is done", async () => {
    const calls = serve(NEW_ACCOUNT).calls;
    renderWithProviders(<Shortcuts />);
    const region = await checklist();
    fireEvent.click(within(region).getByRole("button", { name: "Keep Traditional" }));
    await waitFor(() => expect(stepStatus(region, "Choose how tickers are read")).toBe("Done"));
    expect(within(region).getByText("1 of 4 done")).toBeTruthy();
    expect(calls.find((call) => call.method === "PATCH")?.body).toEqual({ tickerMode: "traditional" });
  });

  it("is not shown once every step is done, and says no 'Welcome back'", async () => {
    serve(
      { ...NEW_ACCOUNT, discord: LINKED, tickerModeChosen: true },
      { communities: [community("connected")], alerts: 1 },
    );
    renderWithProviders(<Shortcuts />);
    expect(await screen.findByText("active alert")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("community")).toBeTruthy());
    await waitFor(() => expect(screen.queryByText("Loading your setup checklist…")).toBeNull());
    expect(screen.queryByRole("region", { name: "Get started with Chartbot" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show checklist" })).toBeNull();
    expect(screen.getByText("Signed in as Ada. Where to next?")).toBeTruthy();
  });

  it("Hide checklist remembers the choice on the account, moves focus to the heading, and Show checklist brings it back", async () => {
    const calls = serve(NEW_ACCOUNT).calls;
    renderWithProviders(<Shortcuts />);
    fireEvent.click(within(await checklist()).getByRole("button", { name: "Hide checklist" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Get started with Chartbot" })).toBeNull(),
    );
    expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
      { checklistHidden: true },
    ]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Shortcuts"));
    fireEvent.click(screen.getByRole("button", { name: "Show checklist" }));
    expect(within(await checklist()).getByText("0 of 4 done")).toBeTruthy();
    expect(calls.filter((call) => call.method === "PATCH").at(-1)?.body).toEqual({ checklistHidden: false });
  });

  it("stays hidden for an account that hid it", async () => {
    serve({ ...NEW_ACCOUNT, checklistHidden: true });
    renderWithProviders(<Shortcuts />);
    expect(await screen.findByRole("button", { name: "Show checklist" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Get started with Chartbot" })).toBeNull();
  });

  it("says so when the account cannot be loaded, and loads it again on Retry", async () => {
    let fail = true;
    serve(NEW_ACCOUNT, {
      extra: [
        {
          method: "GET",
          path: "/api/account",
          reply: () =>
            fail
              ? apiErrorReply(500, "internal", "Something went wrong on our side.")
              : { body: NEW_ACCOUNT },
        },
      ],
    });
    renderWithProviders(<Shortcuts />);
    expect(await screen.findByText("Could not load your setup checklist")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: /Retry/ }));
    expect(within(await checklist()).getByText("0 of 4 done")).toBeTruthy();
  });
});
