import type { CommunityList } from "@chartbot/contracts/communities";
import type { SatelliteList } from "@chartbot/contracts/satellites";
import type { ScheduledPostList } from "@chartbot/contracts/scheduled-posts";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe";
import { botApi, minutesAgo } from "../support/bot-api";
import { setUpAs } from "../support/community-setup";
import { DEMO_COMMUNITIES } from "../support/demo-data";
import { useDemoAccount } from "../support/demo-session";
import { addDiscordUser, addManagedServer } from "../support/discord-sandbox";
import { sessionGet } from "../support/pages";
import { inEachTheme } from "../support/variants";

// The API holds what the bot reported through its own routes (/api/bot/v1, the seed's local bot token); the
// dashboard shows it. An alert's own reports (a new account's alert, not the demo account's) are in
// alert-reports.spec.ts, which runs beside this file.

test.describe("a community's posts and satellites as the bot reported them", () => {
  // Signed in as the demo account, its Discord user linked (support/demo-session.ts).
  useDemoAccount();

  test("a post that failed three times is paused with the reason and resumes; satellites show price and staleness", async ({
    page,
    request,
  }) => {
    await page.goto("/communities");
    await expect(page.getByRole("link", { name: DEMO_COMMUNITIES.tradingFloor, exact: true })).toBeVisible();
    const { communities } = await sessionGet<CommunityList>(page, "/api/communities");
    const floor = communities.find((community) => community.name === DEMO_COMMUNITIES.tradingFloor);
    if (!floor) throw new Error("The demo community is missing");
    const { scheduledPosts } = await sessionGet<ScheduledPostList>(
      page,
      `/api/communities/${floor.id}/scheduled-posts`,
    );
    const { satellites } = await sessionGet<SatelliteList>(page, `/api/communities/${floor.id}/satellites`);
    const post = scheduledPosts[0];
    const [live, silent] = satellites.filter((satellite) => satellite.active);
    if (!post || !live || !silent)
      throw new Error("The demo community needs a post and two running satellites");
    // As the list shows it: the catalogue's command word, then its arguments.
    const command = `${post.command}${post.arguments ? ` ${post.arguments}` : ""}`;

    const bot = botApi(request);
    const reason = "Missing Access in the channel";
    for (const minutes of [30, 20, 10]) {
      await bot.postRun(post.id, { ranAt: minutesAgo(minutes), outcome: "failed", reason });
    }
    // Both satellites are in the server (their invites approved 20 minutes ago), as the bot reports it.
    await bot.satelliteMembers(floor.guildId, {
      applicationIds: [live.symbolId, silent.symbolId],
      at: minutesAgo(20),
    });
    await bot.heartbeat(live.id, { price: 65_432.1, at: minutesAgo(0.1) });
    await bot.heartbeat(silent.id, { price: 3_100, at: minutesAgo(12) });

    // Scheduled posts and satellites have a page each.
    await page.goto(`/communities/${floor.id}/scheduled-posts`);
    const posts = page.getByRole("region", { name: "Scheduled posts" });
    const row = posts.getByRole("listitem").filter({ hasText: command });
    await expect(row.getByText("Paused", { exact: true })).toBeVisible();
    await expect(row.getByText(`Paused after 3 failed runs in a row: ${reason}`)).toBeVisible();
    await expect(row.getByText("Failed", { exact: true })).toBeVisible();
    await expect(row).not.toContainText("Next run");

    await inEachTheme(page, async () => {
      await expect(row.getByText("Paused", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    // A phone: the paused post and its reason fit the width.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(row.getByText(`Paused after 3 failed runs in a row: ${reason}`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto(`/communities/${floor.id}/satellites`);
    const list = page.getByRole("list", { name: "Satellites" });
    const liveRow = list.getByRole("listitem").filter({ hasText: live.name });
    await expect(liveRow).toContainText("Last price 65,432.1");
    await expect(liveRow).not.toContainText("No update from this satellite");
    const silentRow = list.getByRole("listitem").filter({ hasText: silent.name });
    await expect(silentRow).toContainText("Last price 3,100");
    await expect(silentRow.getByText(/^No update from this satellite for 1[2-3] minutes$/)).toBeVisible();
    await inEachTheme(page, async () => {
      await expect(silentRow.getByText(/^No update from this satellite/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
    // A phone: the satellites' warnings fit the width.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(silentRow.getByText(/^No update from this satellite/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`/communities/${floor.id}/scheduled-posts`);

    const resume = row.getByRole("button", { name: `Resume scheduled post ${command}` });
    await resume.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Scheduled post resumed").first()).toBeVisible();
    await expect(row.getByRole("button", { name: `Pause scheduled post ${command}` })).toBeVisible();
    await page.reload();
    await expect(row.getByRole("button", { name: `Pause scheduled post ${command}` })).toBeVisible();
    await expect(row).not.toContainText("Paused after");
    await expect(row).toContainText("Next run");

    // A delivered run after the resume: shown as the last run.
    await bot.postRun(post.id, { ranAt: minutesAgo(0.5), outcome: "delivered" });
    await page.reload();
    await expect(row.getByText("Delivered", { exact: true })).toBeVisible();
  });
});

test("a server the bot reports it left says Chartbot is not in it, until the bot reports it joined again", async ({
  page,
  request,
}) => {
  const admin = await addDiscordUser("botleft");
  const server = await addManagedServer(admin, `Room ${admin.username}`, { bot: true });
  const communityPath = await setUpAs(page, admin, server);
  const bot = botApi(request);
  await bot.guildJoined(server.id, { name: server.name, icon: null });
  await bot.guildLeft(server.id);

  // Discord would still say the bot is there: what the bot reported wins.
  await page.goto(communityPath);
  const notice = page.getByRole("alert").filter({ hasText: "Chartbot is not in this server" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("button", { name: `Add Chartbot again to ${server.name}` })).toBeVisible();
  await inEachTheme(page, async () => {
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await page.goto("/communities");
  await page.getByRole("button", { name: "Refresh from Discord" }).click();
  const card = page.getByRole("listitem").filter({ hasText: server.name }).first();
  await expect(card.getByText("Disconnected")).toBeVisible();
  await expect(card.getByText(/^Chartbot is not in this server\./)).toBeVisible();
  const addable = page.getByRole("region", { name: "Add Chartbot to a server" });
  const row = addable.getByRole("listitem").filter({ hasText: server.name });
  await expect(row.getByText("Chartbot is not in this server.")).toBeVisible();
  await expect(row.getByRole("button", { name: `Add Chartbot to ${server.name}` })).toBeVisible();

  await bot.guildJoined(server.id, { name: server.name, icon: null });
  await page.goto(communityPath);
  await expect(page.getByRole("heading", { name: server.name, level: 1 })).toBeVisible();
  await expect(page.getByText("Chartbot is not in this server")).toHaveCount(0);
});
