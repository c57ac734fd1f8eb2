import { stripeInvoice } from "@chartbot/test-servers/fake-stripe";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts } from "../../../src/db/schema.js";
import { INVOICES_LISTED } from "../../../src/payments/list-invoices.js";
import { createTestAccount } from "../../support/accounts.js";
import { unixNow, useBillingTestApp } from "../../support/billing-test-app.js";
import { request } from "../../support/request.js";
import { createSubscriber } from "../../support/stripe-subscriber.js";

const t = useBillingTestApp();

describe("GET /api/payments/invoices", () => {
  it("lists the customer's own invoices, newest first, with Stripe's links", async () => {
    const user = await createSubscriber(t);
    const other = await createSubscriber(t);
    const older = stripeInvoice({
      customer: user.customer,
      totalCents: 1500,
      created: unixNow() - 86_400 * 31,
    });
    const newer = stripeInvoice({ customer: user.customer, totalCents: 3000, status: "open" });
    for (const invoice of [older, newer, stripeInvoice({ customer: other.customer, totalCents: 9900 })]) {
      t.stripe.invoices.set(invoice.id as string, invoice);
    }

    const response = await request(t.app, "GET", "/api/payments/invoices", { as: user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hasMore: false,
      invoices: [
        {
          id: newer.id,
          number: newer.number,
          createdAt: new Date((newer.created as number) * 1000).toISOString(),
          totalCents: 3000,
          amountPaidCents: 0,
          currency: "usd",
          status: "open",
          hostedInvoiceUrl: newer.hosted_invoice_url,
          pdfUrl: newer.invoice_pdf,
        },
        expect.objectContaining({ id: older.id, totalCents: 1500, amountPaidCents: 1500, status: "paid" }),
      ],
    });
    expect(t.stripe.received("GET", "/v1/invoices").at(-1)?.params).toEqual({
      customer: user.customer,
      limit: String(INVOICES_LISTED),
    });
  });

  it("says when older invoices exist", async () => {
    const user = await createSubscriber(t);
    for (let i = 0; i <= INVOICES_LISTED; i++) {
      const invoice = stripeInvoice({
        customer: user.customer,
        totalCents: 100,
        created: unixNow() - i * 60,
      });
      t.stripe.invoices.set(invoice.id as string, invoice);
    }
    const body = (await request(t.app, "GET", "/api/payments/invoices", { as: user })).json();
    expect(body.invoices).toHaveLength(INVOICES_LISTED);
    expect(body.hasMore).toBe(true);
  });

  it("answers an empty list, without asking Stripe, before the first checkout", async () => {
    const user = await createTestAccount(t);
    const before = t.stripe.requests.length;
    const response = await request(t.app, "GET", "/api/payments/invoices", { as: user });
    expect(response.json()).toEqual({ invoices: [], hasMore: false });
    expect(t.stripe.requests.length).toBe(before);
  });

  it("answers 502 when Stripe fails", async () => {
    const user = await createSubscriber(t);
    t.stripe.failWith = 500;
    try {
      const response = await request(t.app, "GET", "/api/payments/invoices", { as: user });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe("payment_provider_unreachable");
    } finally {
      t.stripe.failWith = undefined;
    }
  });

  it("refuses a visitor who is not signed in", async () => {
    expect((await request(t.app, "GET", "/api/payments/invoices")).statusCode).toBe(401);
  });
});

describe("the billing email", () => {
  it("reads and changes the email of the Stripe customer", async () => {
    const user = await createSubscriber(t);
    expect((await request(t.app, "GET", "/api/payments/billing-email", { as: user })).json()).toEqual({
      email: user.email,
    });

    const saved = await request(t.app, "PUT", "/api/payments/billing-email", {
      as: user,
      body: { email: "accounts@desk.example" },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email: "accounts@desk.example" });
    expect(t.stripe.customers.get(user.customer)?.email).toBe("accounts@desk.example");
    expect((await request(t.app, "GET", "/api/payments/billing-email", { as: user })).json()).toEqual({
      email: "accounts@desk.example",
    });
  });

  it("is null before the first checkout, and setting it creates the billing account", async () => {
    const user = await createTestAccount(t);
    expect((await request(t.app, "GET", "/api/payments/billing-email", { as: user })).json()).toEqual({
      email: null,
    });
    const saved = await request(t.app, "PUT", "/api/payments/billing-email", {
      as: user,
      body: { email: "bills@example.com" },
    });
    expect(saved.json()).toEqual({ email: "bills@example.com" });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, user.accountId));
    expect(row?.stripeCustomerId).toMatch(/^cus_test_/);
    expect(t.stripe.customers.get(row?.stripeCustomerId ?? "")?.email).toBe("bills@example.com");
  });

  it.each([
    ["not an email", { email: "accounts" }],
    ["no email", {}],
    ["an unknown field", { email: "a@example.com", name: "x" }],
  ])("refuses %s with 400", async (_name, body) => {
    const user = await createSubscriber(t);
    const response = await request(t.app, "PUT", "/api/payments/billing-email", { as: user, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    expect(t.stripe.customers.get(user.customer)?.email).toBe(user.email);
  });
});
