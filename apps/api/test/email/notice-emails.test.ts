import { randomUUID } from "node:crypto";
import type { NoticeKind } from "@chartbot/contracts/notices";
import { type CaughtMessage, type MailCatcher, startMailCatcher } from "@chartbot/test-servers/mail-catcher";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { readUnsubscribeToken } from "../../src/crypto/unsubscribe-token.js";
import {
  type NoticeCause,
  raiseNotice,
  readEmailChoice,
  saveEmailChoice,
} from "../../src/data/notices/notices.js";
import { accounts, noticePreferences, notices } from "../../src/db/schema.js";
import { createMailer } from "../../src/email/mailer.js";
import { sendNoticeEmails } from "../../src/email/send-notice-emails.js";
import { NOTICE_EMAIL_QUEUE, runNoticeEmailJob } from "../../src/jobs/notice-email-job.js";
import { createCommunity } from "../support/communities.js";
import { createTestApp, type TestApp, testConfig } from "../support/test-app.js";

/** The API's public origin for the one-click URL: another than the dashboard's, to see which one is used. */
const API_PUBLIC_ORIGIN = "https://api.chartbot.test";
const DASHBOARD = "http://localhost:3001";

let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await createTestApp({ SMTP_URL: catcher.smtpUrl, API_PUBLIC_ORIGIN, DASHBOARD_ORIGIN: DASHBOARD });
});
afterAll(async () => {
  await t?.close();
  await catcher?.stop();
});
const db = () => t.database.db;

/** A new account with an email address (none with `email: null`). */
async function account(email: string | null = `owner-${randomUUID()}@example.com`) {
  const [row] = await db()
    .insert(accounts)
    .values({ firebaseUid: randomUUID(), email })
    .returning({ id: accounts.id, email: accounts.email });
  if (!row) throw new Error("no account");
  return row;
}

const cause = (
  kind: NoticeKind,
  communityId: string | null,
  title = "A scheduled post paused after 3 failures",
) =>
  ({
    kind,
    cause: `${kind}:${randomUUID()}`,
    communityId,
    title,
    message: "c BTCUSD 4H in #charts failed 3 times in a row (Missing Permissions) & is paused.",
    fixPath: `/communities/${communityId}/scheduled-posts`,
    fixLabel: "Resume the post",
  }) satisfies NoticeCause;

const to = (address: string | null) => (message: CaughtMessage) => message.to.includes(address ?? "");
const caughtFor = (address: string | null) => catcher.messages().filter(to(address));
const emailStates = async (ids: string[]) =>
  (await db().select({ email: notices.email }).from(notices).where(inArray(notices.id, ids))).map(
    (row) => row.email,
  );

/** The `href`s of the HTML part. */
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]?.replaceAll("&amp;", "&"));

describe("notice emails", () => {
  it("emails a notice once, with its fix link, unsubscribe links and headers, and unsubscribes with one click", async () => {
    const owner = await account();
    const communityId = await createCommunity(db(), [owner.id], { name: "Satoshi's Trading Floor" });
    const [notice] = await raiseNotice(db(), [owner.id], cause("post_paused", communityId));
    if (!notice) throw new Error("no notice");

    // Two runs at once (a retry meeting the next minute's run): one email.
    await Promise.all([runNoticeEmailJob(t.app), runNoticeEmailJob(t.app)]);
    const message = await catcher.waitForMessage(to(owner.email));
    expect(caughtFor(owner.email)).toHaveLength(1);
    expect(message.subject).toBe("Scheduled post paused in Satoshi's Trading Floor");
    expect(message.from).toContain("notices@chartbot.localhost");

    const fixUrl = `${DASHBOARD}/communities/${communityId}/scheduled-posts`;
    const links = hrefs(message.html);
    expect(links).toContain(fixUrl);
    const unsubscribePages = links.filter((href) => href?.startsWith(`${DASHBOARD}/unsubscribe?token=`));
    const keyring = t.app.config.encryption;
    const unsubscribes = unsubscribePages.map((href) =>
      readUnsubscribeToken(keyring, new URL(href ?? "").searchParams.get("token") ?? ""),
    );
    expect(unsubscribes).toEqual([
      { accountId: owner.id, kind: "post_paused" },
      { accountId: owner.id, kind: null },
    ]);
    expect(links).toContain(`${DASHBOARD}/account/notices`);
    // Light and dark.
    expect(message.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(message.html).toContain("prefers-color-scheme: dark");
    expect(message.html).toContain("Satoshi&#39;s Trading Floor");
    expect(message.html).toContain("&amp; is paused.");

    expect(message.text).toContain("A scheduled post paused after 3 failures (Satoshi's Trading Floor)");
    expect(message.text).toContain("(Missing Permissions) & is paused.");
    expect(message.text).toContain(`Resume the post: ${fixUrl}`);
    expect(message.text).toMatch(/When: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
    for (const page of unsubscribePages) expect(message.text).toContain(page);

    const oneClick = /^<(.+)>$/.exec(message.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    expect(oneClick.startsWith(`${API_PUBLIC_ORIGIN}/api/notices/unsubscribe-one-click?token=`)).toBe(true);
    expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    const [row] = await db().select().from(notices).where(eq(notices.id, notice.id));
    expect(row?.email).toBe("sent");
    expect(row?.emailSentAt).toBeInstanceOf(Date);
    // A later run finds it sent.
    expect((await runNoticeEmailJob(t.app)).sent).toBe(0);
    expect(caughtFor(owner.email)).toHaveLength(1);

    // What the mail client does with the header (RFC 8058): a form post, no sign-in.
    const url = oneClick.slice(API_PUBLIC_ORIGIN.length);
    const post = (payload: string, contentType = "application/x-www-form-urlencoded", path = url) =>
      t.app.inject({ method: "POST", url: path, payload, headers: { "content-type": contentType } });
    expect((await readEmailChoice(db(), owner.id)).emailKinds).toContain("post_paused");
    const done = await post("List-Unsubscribe=One-Click");
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ kind: "post_paused", label: "A scheduled post paused after failures" });
    const choice = await readEmailChoice(db(), owner.id);
    expect(choice.emailKinds).not.toContain("post_paused");
    expect(choice.emailKinds).toContain("payment_failed");

    // RFC 8058's own example posts multipart/form-data.
    const boundary = "---FormBoundaryjWmhtjORrn";
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const again = await post(multipart, `multipart/form-data; boundary=${boundary}`);
    expect(again.statusCode, again.body).toBe(200);

    // JSON is not what a mail client posts.
    const json = await post('{"List-Unsubscribe":"One-Click"}', "application/json");
    expect(json.statusCode, json.body).toBe(415);
    expect(json.json().error.code).toEqual(expect.any(String));

    // Anything else is a 400 naming the field.
    const forged = `${url.slice(0, -4)}AAAA`;
    for (const [payload, field, path] of [
      ["", "List-Unsubscribe", url],
      ["List-Unsubscribe=Yes", "List-Unsubscribe", url],
      ["List-Unsubscribe=One-Click", "token", "/api/notices/unsubscribe-one-click"],
      ["List-Unsubscribe=One-Click", "token", forged],
    ] as const) {
      const refused = await post(payload, "application/x-www-form-urlencoded", path);
      expect(refused.statusCode, `${path} ${payload}: ${refused.body}`).toBe(400);
      expect(refused.json().error.code).toBe("validation_failed");
      expect(refused.json().error.message).toContain(field);
    }
  });

  it("sends accounts on the daily digest one email of every notice since the last digest", async () => {
    const owner = await account();
    await saveEmailChoice(db(), owner.id, {
      emailKinds: ["post_paused", "payment_failed"],
      emailSchedule: "daily_digest",
    });
    const communityId = await createCommunity(db(), [owner.id], { name: "Wall Street Bets Lounge" });
    const raised = [
      ...(await raiseNotice(db(), [owner.id], cause("post_paused", communityId))),
      ...(await raiseNotice(db(), [owner.id], cause("payment_failed", null, "A payment failed"))),
    ];
    expect(raised).toHaveLength(2);

    await runNoticeEmailJob(t.app);
    const digest = await catcher.waitForMessage(to(owner.email));
    expect(caughtFor(owner.email)).toHaveLength(1);
    expect(digest.subject).toBe("Your Chartbot digest: 2 notices");
    expect(digest.text).toContain("2 notices since your last digest.");
    expect(digest.text).toContain("A scheduled post paused after 3 failures (Wall Street Bets Lounge)");
    expect(digest.text).toContain("A payment failed");
    const token = new URL(
      /^<(.+)>$/.exec(digest.headers["list-unsubscribe"] ?? "")?.[1] ?? "",
    ).searchParams.get("token");
    // A digest mixes kinds: its one click unsubscribes from every notice email.
    expect(readUnsubscribeToken(t.app.config.encryption, token ?? "")).toEqual({
      accountId: owner.id,
      kind: null,
    });
    expect(await emailStates(raised.map((notice) => notice.id))).toEqual(["sent", "sent"]);

    // A notice the same day waits for the next digest.
    const [later] = await raiseNotice(db(), [owner.id], cause("post_paused", communityId));
    await runNoticeEmailJob(t.app);
    expect(caughtFor(owner.email)).toHaveLength(1);
    expect(await emailStates([later?.id ?? ""])).toEqual(["pending"]);

    // A day later it goes out.
    await db()
      .update(noticePreferences)
      .set({ digestSentAt: new Date(Date.now() - 86_400_000) })
      .where(eq(noticePreferences.accountId, owner.id));
    await runNoticeEmailJob(t.app);
    const next = await catcher.waitForMessage((message) => to(owner.email)(message) && message !== digest);
    expect(next.subject).toBe("Your Chartbot digest: Scheduled post paused in Wall Street Bets Lounge");
    expect(caughtFor(owner.email)).toHaveLength(2);
    expect(await emailStates([later?.id ?? ""])).toEqual(["sent"]);
  });

  it("keeps a notice pending when the SMTP server refuses it, and sends it once on the retry", async () => {
    const owner = await account();
    const [notice] = await raiseNotice(db(), [owner.id], cause("relay_refusing", null, "A relay refuses"));
    catcher.refuse(1);
    await expect(runNoticeEmailJob(t.app)).rejects.toThrow(/could not be sent/);
    expect(caughtFor(owner.email)).toHaveLength(0);
    expect(await emailStates([notice?.id ?? ""])).toEqual(["pending"]);

    expect((await runNoticeEmailJob(t.app)).sent).toBeGreaterThanOrEqual(1);
    const message = await catcher.waitForMessage(to(owner.email));
    expect(message.subject).toBe("Webhook relay refusing messages");
    await runNoticeEmailJob(t.app);
    expect(caughtFor(owner.email)).toHaveLength(1);
    expect(await emailStates([notice?.id ?? ""])).toEqual(["sent"]);
  });

  it("sends nothing and leaves notices pending while emails are off (no mailer)", async () => {
    const owner = await account();
    const [notice] = await raiseNotice(db(), [owner.id], cause("post_paused", null));
    const emailsOff = Object.create(t.app, { mailer: { value: undefined } }) as typeof t.app;
    expect(await runNoticeEmailJob(emailsOff)).toEqual({
      sent: 0,
      digests: 0,
      skipped: 0,
      failed: 0,
      deferred: 0,
    });
    expect(await emailStates([notice?.id ?? ""])).toEqual(["pending"]);
    // Turned on, it goes out.
    await runNoticeEmailJob(t.app);
    expect((await catcher.waitForMessage(to(owner.email))).subject).toBe("Scheduled post paused");
  });

  it("stops a run at a server that does not answer, leaving every notice pending", async () => {
    const owner = await account();
    const raised = [
      ...(await raiseNotice(db(), [owner.id], cause("alert_undelivered", null, "An alert failed"))),
      ...(await raiseNotice(db(), [owner.id], cause("satellite_without_slot", null, "No slot"))),
    ];
    // Port 1: nothing listens, the connection is refused at once.
    const mailer = createMailer({
      smtpUrl: "smtp://127.0.0.1:1",
      from: "Chartbot <notices@chartbot.localhost>",
    });
    try {
      const { encryption: keyring, origins } = t.app.config;
      const run = await sendNoticeEmails({ db: db(), mailer, keyring, origins, log: t.app.log });
      expect(run.deferred).toBe(1);
      expect(await emailStates(raised.map((notice) => notice.id))).toEqual(["pending", "pending"]);
    } finally {
      mailer.close();
    }
    // The real server takes them at the next run.
    await runNoticeEmailJob(t.app);
    expect(await emailStates(raised.map((notice) => notice.id))).toEqual(["sent", "sent"]);
  });

  it("marks a notice failed when the server refuses it for good, without retrying the run", async () => {
    const owner = await account();
    const [notice] = await raiseNotice(db(), [owner.id], cause("addon_lapsing", null, "An add-on lapses"));
    catcher.refuse(1, { code: 550, message: "5.1.1 No such mailbox" });
    expect((await runNoticeEmailJob(t.app)).failed).toBe(1);
    expect(await emailStates([notice?.id ?? ""])).toEqual(["failed"]);
    expect(caughtFor(owner.email)).toHaveLength(0);
  });

  it("skips the notices of kinds not chosen and of accounts without an address", async () => {
    const picky = await account();
    await saveEmailChoice(db(), picky.id, { emailKinds: ["payment_failed"], emailSchedule: "immediately" });
    const defaults = await account();
    const noAddress = await account(null);
    const communityId = await createCommunity(db(), [picky.id]);
    const skipped = [
      ...(await raiseNotice(db(), [picky.id], cause("post_paused", communityId))),
      // Not emailed unless chosen (NOTICE_KIND_SETTINGS).
      ...(await raiseNotice(db(), [defaults.id], cause("bot_license_step", null, "A step was done"))),
      ...(await raiseNotice(db(), [noAddress.id], cause("post_paused", communityId))),
    ];
    const chosen = await raiseNotice(db(), [picky.id], cause("payment_failed", null, "A payment failed"));
    await runNoticeEmailJob(t.app);

    expect(await emailStates(skipped.map((notice) => notice.id))).toEqual(["skipped", "skipped", "skipped"]);
    expect(await emailStates(chosen.map((notice) => notice.id))).toEqual(["sent"]);
    const [only] = caughtFor(picky.email);
    expect(only?.subject).toBe("Payment failed");
    expect(caughtFor(picky.email)).toHaveLength(1);
    expect(caughtFor(defaults.email)).toHaveLength(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("notice emails on PostgreSQL (pg-boss)", () => {
  it("schedule their own queue every minute while emails are on, and its worker sends them", async () => {
    const app = await buildApp(
      testConfig({ DATABASE_URL: (t.database as { url?: string }).url ?? "", SMTP_URL: catcher.smtpUrl }),
      { database: t.database, logger: false, backgroundJobs: true },
    );
    try {
      await app.ready();
      const schedules = (await db().execute(
        sql`select name, cron, timezone from pgboss.schedule where name = ${NOTICE_EMAIL_QUEUE}`,
      )) as unknown as { rows: unknown[] };
      expect(schedules.rows).toEqual([{ name: NOTICE_EMAIL_QUEUE, cron: "* * * * *", timezone: "UTC" }]);

      const owner = await account();
      // A kind no start-up sweep resolves (the hourly satellite sweep resolves stale notices of satellites that
      // are not stale, and this one has no satellite).
      await raiseNotice(db(), [owner.id], cause("post_paused", null));
      // The minute's job, without waiting for the minute.
      await app.jobEngine?.send(NOTICE_EMAIL_QUEUE, { trigger: "test" });
      const message = await catcher.waitForMessage(to(owner.email), 20_000);
      expect(message.subject).toBe("Scheduled post paused");
    } finally {
      await app.close();
    }
  });
});
