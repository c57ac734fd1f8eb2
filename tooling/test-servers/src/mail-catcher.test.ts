import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MailCatcher, startMailCatcher } from "./mail-catcher";

let catcher: MailCatcher;
let transport: ReturnType<typeof nodemailer.createTransport>;
beforeAll(async () => {
  catcher = await startMailCatcher();
  transport = nodemailer.createTransport({ url: catcher.smtpUrl });
});
afterAll(async () => {
  transport?.close();
  await catcher?.stop();
});
beforeEach(() => catcher.clear());

const email = (subject: string) => ({
  from: "Chartbot <notices@chartbot.localhost>",
  to: "owner@example.com",
  subject,
  text: "Plain text",
  html: "<p>The <b>HTML</b> part</p>",
  headers: {
    "List-Unsubscribe": "<https://chartbot.example/api/notices/unsubscribe-one-click?token=abc>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
});

describe("mail catcher", () => {
  it("keeps what nodemailer sends over SMTP: envelope, subject, both parts and the headers as sent", async () => {
    const arriving = catcher.waitForMessage((message) => message.subject === "Scheduled post paused");
    await transport.sendMail(email("Scheduled post paused"));
    const message = await arriving;
    expect(message).toMatchObject({
      id: "1",
      envelopeFrom: "notices@chartbot.localhost",
      to: ["owner@example.com"],
      from: "Chartbot <notices@chartbot.localhost>",
      subject: "Scheduled post paused",
      text: "Plain text",
      html: "<p>The <b>HTML</b> part</p>",
    });
    expect(message.headers["list-unsubscribe"]).toBe(
      "<https://chartbot.example/api/notices/unsubscribe-one-click?token=abc>",
    );
    expect(message.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(catcher.messages()).toHaveLength(1);
  });

  it("serves the messages as JSON and as pages, and clears them over HTTP", async () => {
    await transport.sendMail(email("Payment <failed>"));
    const list = await fetch(`${catcher.httpUrl}/messages`);
    expect(list.headers.get("content-type")).toBe("application/json");
    const [message] = (await list.json()) as { id: string; subject: string }[];
    expect(message?.subject).toBe("Payment <failed>");

    const index = await (await fetch(`${catcher.httpUrl}/`)).text();
    expect(index).toContain(`<a href="/messages/${message?.id}">Payment &lt;failed&gt;</a>`);
    const shown = await (await fetch(`${catcher.httpUrl}/messages/${message?.id}`)).text();
    expect(shown).toContain("list-unsubscribe-post");
    expect(shown).toContain("<pre>Plain text</pre>");
    expect(shown).toContain(`src="/messages/${message?.id}/html"`);
    const html = await fetch(`${catcher.httpUrl}/messages/${message?.id}/html`);
    expect(await html.text()).toBe("<p>The <b>HTML</b> part</p>");
    expect(html.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect((await fetch(`${catcher.httpUrl}/messages/999`)).status).toBe(404);

    expect((await fetch(`${catcher.httpUrl}/messages`, { method: "DELETE" })).status).toBe(200);
    expect(catcher.messages()).toEqual([]);
    expect(await (await fetch(`${catcher.httpUrl}/health`)).json()).toEqual({ ok: true });
  });

  it("refuses the next message when told (451 unless given), then takes the one after", async () => {
    catcher.refuse();
    const refused = await transport.sendMail(email("First try")).catch((error: unknown) => error);
    expect(refused).toMatchObject({ responseCode: 451 });
    await transport.sendMail(email("Second try"));
    expect(catcher.messages().map((message) => message.subject)).toEqual(["Second try"]);

    const told = await fetch(`${catcher.httpUrl}/refuse`, {
      method: "POST",
      body: JSON.stringify({ count: 1, code: 550, message: "5.1.1 No such user" }),
    });
    expect(told.status).toBe(200);
    expect(
      await transport.sendMail(email("Refused for good")).catch((error: unknown) => error),
    ).toMatchObject({ responseCode: 550 });
    const bad = await fetch(`${catcher.httpUrl}/refuse`, { method: "POST", body: '{"count": -1}' });
    expect(bad.status).toBe(400);
  });

  it("waits for a message still to come, and gives up after its time", async () => {
    const later = catcher.waitForMessage((message) => message.subject === "Later", 5_000);
    setTimeout(() => void transport.sendMail(email("Later")), 10);
    expect((await later).subject).toBe("Later");
    await expect(catcher.waitForMessage(() => false, 50)).rejects.toThrow(/within 50 ms/);
  });
});
