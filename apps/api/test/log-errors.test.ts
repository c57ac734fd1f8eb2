import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import type { Database } from "../src/db/open-database.js";
import { subscriptions } from "../src/db/schema.js";
import { serializeError } from "../src/log-errors.js";
import { createTestAccount } from "./support/accounts.js";
import { bearer } from "./support/firebase-users.js";
import { openTestDatabase, testConfig } from "./support/test-app.js";

describe("a failed write in the log", () => {
  const lines: string[] = [];
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp(testConfig(), {
      database,
      logger: { level: "info", stream: { write: (line) => void lines.push(line) } },
    });
    await app.ready();
    // Every new alert fails in the database, after the API has checked and sent it.
    await database.db.execute(sql`
      create function refuse_alert() returns trigger language plpgsql as $$
        begin raise exception 'alerts are refused in this test'; end $$`);
    await database.db.execute(
      sql`create trigger refuse_alert before insert on alerts for each row execute function refuse_alert()`,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("names the statement, never the values it carried (a webhook's secret path, the message)", async () => {
    const user = await createTestAccount({ app, database });
    await database.db
      .insert(subscriptions)
      .values({ accountId: user.accountId, addonSlug: "price-alerts", status: "active" });
    const secret = "hooks/7d1c0ffee-secret-path";
    const response = await app.inject({
      method: "POST",
      url: "/api/alerts",
      headers: bearer(user),
      payload: {
        ticker: "AAPL",
        placement: "above",
        level: 1,
        message: "Private note 42",
        webhookUrl: `https://93.184.216.34/${secret}`,
      },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain("insert");

    const logged = lines.map((line) => JSON.parse(line) as { err?: { message: string; stack: string } });
    const failure = logged.find(
      (line) =>
        line.err?.message.startsWith("Failed query: ") && line.err.message.includes('insert into "alerts"'),
    );
    expect(failure, "the failed statement is logged").toBeDefined();
    expect(failure?.err?.stack).toContain("at ");
    const everything = lines.join("\n");
    expect(everything).toContain("alerts are refused in this test");
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain("Private note 42");
    expect(everything).not.toContain(user.email);
  });
});

describe("serializeError", () => {
  it("cuts a failed statement's parameters from message, stack and fields, and PostgreSQL's row detail", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "accounts_email"'),
      {
        code: "23505",
        detail: "Key (email)=(grace@example.com) already exists.",
        constraint: "accounts_email",
      },
    );
    const error = new DrizzleQueryError(
      'insert into "accounts" ("email") values ($1)',
      ["grace@example.com"],
      cause,
    );
    const serialized = serializeError(error) as ReturnType<typeof serializeError> & { cause: object };
    expect(JSON.stringify(serialized)).not.toContain("grace@example.com");
    expect(serialized).toMatchObject({
      type: "DrizzleQueryError",
      message: 'Failed query: insert into "accounts" ("email") values ($1)',
      query: 'insert into "accounts" ("email") values ($1)',
      cause: {
        code: "23505",
        constraint: "accounts_email",
        message: expect.stringContaining("duplicate key"),
      },
    });
    expect(serialized.stack).toMatch(
      /^Error: Failed query: insert into "accounts" \("email"\) values \(\$1\)\n\s+at /,
    );
    expect(serialized).not.toHaveProperty("params");
    expect(serialized.cause).not.toHaveProperty("detail");
  });

  it("keeps any other error whole, and passes on what is not an error", () => {
    const error = Object.assign(new Error("Discord answered 503"), { status: 503 });
    expect(serializeError(error)).toMatchObject({
      type: "Error",
      message: "Discord answered 503",
      status: 503,
    });
    expect(serializeError("text" as unknown as Error)).toBe("text");
  });
});
