import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { ADDONS } from "@chartbot/addons";
import { PAYMENTS_SANDBOX } from "@chartbot/contracts/payments";
import Stripe from "stripe";
import { handleSandboxPage, isSandboxPage } from "./stripe/sandbox-pages";

type Json = Record<string, unknown>;

/** A request the fake received, with its form or query decoded into nested objects as Stripe reads them. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey?: string;
}

/** A webhook event the sandbox sent (or would have, without a webhook URL), and the API's answer. */
export interface SandboxDelivery {
  type: string;
  event: Json;
  /** The webhook's HTTP status; undefined when no webhook URL is set or it could not be reached. */
  status?: number;
}

export interface FakeStripeOptions {
  /**
   * Where the sandbox's pages deliver the events of what a person does there (signed with the webhook
   * secret), e.g. `http://127.0.0.1:4000/api/payments/webhook`. Without it the events are only recorded.
   */
  webhookUrl?: string;
  /**
   * Hosted Checkout and Billing Portal session URLs on this server's own pages (the local payments sandbox)
   * instead of stripe.com's addresses, which tests answer themselves.
   */
  ownPages?: boolean;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays. */
export function decodeStripeForm(encoded: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    const last = path.pop();
    let node: Json = root;
    for (const part of path) {
      node[part] ??= {};
      node = node[part] as Json;
    }
    if (last !== undefined) node[last] = value;
  }
  const toArrays = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, toArrays(v)] as const);
    const numeric = entries.length > 0 && entries.every(([k], i) => k === String(i));
    return numeric ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return toArrays(root) as Json;
}

/**
 * A local HTTP server speaking the parts of Stripe's REST API the API calls (customers, prices by lookup
 * key, Checkout Sessions, Billing Portal sessions, subscription retrieval), so the real `stripe` client
 * runs against it. Idempotency keys replay the first answer, as on Stripe.
 */
export class FakeStripe {
  static readonly SECRET_KEY = PAYMENTS_SANDBOX.secretKey;
  static readonly WEBHOOK_SECRET = PAYMENTS_SANDBOX.webhookSecret;
  static readonly PUBLISHABLE_KEY = PAYMENTS_SANDBOX.publishableKey;

  constructor(readonly options: FakeStripeOptions = {}) {}

  readonly requests: FakeStripeRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  /** Checkout Sessions by id, as created (their pages complete them). */
  readonly checkoutSessions = new Map<string, Json>();
  /** Billing Portal sessions by id. */
  readonly portalSessions = new Map<string, Json>();
  /** Every event the sandbox's pages produced, in order. */
  readonly deliveries: SandboxDelivery[] = [];
  /** Active prices by lookup key: one per add-on unless a test removes it. */
  readonly prices = new Map<string, Json>(
    ADDONS.map((addon) => [
      addon.stripeLookupKey,
      {
        id: `price_${addon.stripeLookupKey}`,
        object: "price",
        active: true,
        currency: "usd",
        lookup_key: addon.stripeLookupKey,
        unit_amount: addon.monthlyPriceCents,
        recurring: { interval: "month", interval_count: 1 },
        type: "recurring",
      },
    ]),
  );
  /** When set, every request is answered with this status (e.g. 500 for an outage). */
  failWith?: number;
  /** Invoices by id (tests add them with `stripeInvoice`); listed per customer, newest first. */
  readonly invoices = new Map<string, Json>();
  /** When it answers a status for a request, that request fails with it (e.g. only cancellations). */
  failRequest?: (method: string, path: string) => number | undefined;
  private readonly replays = new Map<string, { status: number; body: Json }>();
  private server?: Server;

  get baseUrl(): string {
    if (!this.server) throw new Error("FakeStripe is not started");
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  /** Its stand-in for Stripe.js (`createEmbeddedCheckoutPage` mounting its checkout page in an iframe). */
  get stripeJsUrl(): string {
    return `${this.baseUrl}${PAYMENTS_SANDBOX.stripeJsPath}`;
  }

  /** The environment that points the API at this server. */
  get env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: FakeStripe.SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FakeStripe.WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: this.baseUrl,
    };
  }

  /** Requests to one endpoint, e.g. `received("POST", "/v1/checkout/sessions")`. */
  received(method: string, path: string): FakeStripeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  async start(port = 0, host = "127.0.0.1"): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500).end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
      });
    });
    this.server.listen(port, host);
    await once(this.server, "listening");
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const params = decodeStripeForm(
      method === "GET" ? url.search.slice(1) : Buffer.concat(chunks).toString(),
    );
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    if (isSandboxPage(url.pathname)) {
      return handleSandboxPage(this, { method, url, form: params }, response);
    }
    this.requests.push({ method, path: url.pathname, params, ...(idempotencyKey && { idempotencyKey }) });
    const send = (status: number, body: Json) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
      response.end(JSON.stringify(body));
    };
    const failure = this.failWith ?? this.failRequest?.(method, url.pathname);
    if (failure) {
      return send(failure, { error: { type: "api_error", message: "Stripe is having a bad day." } });
    }
    if (request.headers.authorization !== `Bearer ${FakeStripe.SECRET_KEY}`) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
    }
    const replay = idempotencyKey && method === "POST" ? this.replays.get(idempotencyKey) : undefined;
    if (replay) return send(replay.status, replay.body);
    const [status, body] = this.route(method, url.pathname, params);
    if (idempotencyKey && method === "POST") this.replays.set(idempotencyKey, { status, body });
    return send(status, body);
  }

  private route(method: string, path: string, params: Json): [number, Json] {
    const missing = (param: string, message: string): [number, Json] => [
      400,
      { error: { type: "invalid_request_error", code: "resource_missing", param, message } },
    ];
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: newId("cus"), object: "customer", created: now(), ...params };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = (params.lookup_keys ?? []) as string[];
      const data = keys.flatMap((key) => this.prices.get(key) ?? []);
      return [200, { object: "list", data, has_more: false, url: "/v1/prices" }];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const lines = (params.line_items ?? []) as Json[];
      const uiMode = (params.ui_mode as string | undefined) ?? "hosted_page";
      if (uiMode !== "hosted_page" && uiMode !== "embedded_page") {
        // API 2026-03-25 renamed `hosted` and `embedded`; the old values fail.
        return [
          400,
          {
            error: {
              type: "invalid_request_error",
              param: "ui_mode",
              message: `Invalid ui_mode: must be one of hosted_page, embedded_page (got ${uiMode}).`,
            },
          },
        ];
      }
      const returnTo = uiMode === "embedded_page" ? params.return_url : params.success_url;
      if (!params.mode || !returnTo || lines.length === 0) {
        return [400, { error: { type: "invalid_request_error", message: "Missing required param." } }];
      }
      if (typeof params.customer === "string" && !this.customers.has(params.customer)) {
        return missing("customer", `No such customer: '${params.customer}'`);
      }
      const known = new Set([...this.prices.values()].map((price) => price.id));
      if (lines.some((line) => !known.has(line.price as string))) {
        return missing("line_items[0][price]", "No such price.");
      }
      const id = newId("cs");
      const session = {
        id,
        object: "checkout.session",
        status: "open",
        ui_mode: uiMode,
        subscription: null,
        ...params,
        ...(uiMode === "embedded_page"
          ? { url: null, client_secret: `${id}_secret_${randomBytes(12).toString("hex")}` }
          : {
              url: this.options.ownPages
                ? `${this.baseUrl}/checkout/${id}`
                : `https://checkout.stripe.com/c/pay/${id}`,
              client_secret: null,
            }),
      };
      this.checkoutSessions.set(id, session);
      return [200, session];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!this.customers.has(params.customer as string)) {
        return missing("customer", `No such customer: '${String(params.customer)}'`);
      }
      const id = newId("bps");
      const session = {
        id,
        object: "billing_portal.session",
        url: this.options.ownPages
          ? `${this.baseUrl}/portal/${id}`
          : `https://billing.stripe.com/p/session/${id}`,
        ...params,
      };
      this.portalSessions.set(id, session);
      return [200, session];
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === "GET" && subscription?.[1]) {
      const found = this.subscriptions.get(subscription[1]);
      if (!found) return [404, missing("id", `No such subscription: '${subscription[1]}'`)[1]];
      return [200, found];
    }
    const billing = this.routeBillingChanges(method, path, params);
    if (billing) return billing;
    return [
      404,
      { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } },
    ];
  }

  // --- Billing changes: customer email, subscription updates and cancellation, invoices and previews. ---

  /** The billing endpoints; undefined when the request is for none of them. */
  private routeBillingChanges(method: string, path: string, params: Json): [number, Json] | undefined {
    const notFound = (what: string, id: string): [number, Json] => [
      404,
      {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          param: "id",
          message: `No such ${what}: '${id}'`,
        },
      },
    ];
    if (method === "GET" && path === "/v1/customers") {
      const data = [...this.customers.values()].filter((c) => !params.email || c.email === params.email);
      return [200, { object: "list", data, has_more: false, url: path }];
    }
    if (method === "POST" && path === "/v1/subscriptions") return this.createSubscription(params);
    const customerId = /^\/v1\/customers\/([^/]+)$/.exec(path)?.[1];
    if (customerId) {
      const customer = this.customers.get(customerId);
      if (!customer) return notFound("customer", customerId);
      if (method === "POST") Object.assign(customer, params);
      return [200, customer];
    }
    if (method === "GET" && path === "/v1/subscriptions") {
      // Without a status Stripe leaves canceled subscriptions out; "all" lists them too.
      const statusMatches = (status: unknown) =>
        params.status === "all" || (params.status ? status === params.status : status !== "canceled");
      const data = [...this.subscriptions.values()].filter(
        (sub) => (!params.customer || sub.customer === params.customer) && statusMatches(sub.status),
      );
      return [200, { object: "list", data, has_more: false, url: "/v1/subscriptions" }];
    }
    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (subscriptionId && (method === "POST" || method === "DELETE")) {
      const subscription = this.subscriptions.get(subscriptionId);
      if (!subscription) return notFound("subscription", subscriptionId);
      if (method === "DELETE") {
        Object.assign(subscription, { status: "canceled", canceled_at: now(), ended_at: now() });
        return [200, subscription];
      }
      return this.updateSubscription(subscription, params);
    }
    if (method === "POST" && path === "/v1/invoices/create_preview") return this.previewInvoice(params);
    if (method === "GET" && path === "/v1/invoices") {
      const limit = Number(params.limit ?? 10);
      const all = [...this.invoices.values()]
        .filter((invoice) => invoice.customer === params.customer)
        .sort((a, b) => Number(b.created) - Number(a.created));
      return [200, { object: "list", data: all.slice(0, limit), has_more: all.length > limit, url: path }];
    }
    return undefined;
  }

  /** `POST /v1/subscriptions`: an active subscription to one price, its first invoice paid at once. */
  private createSubscription(params: Json): [number, Json] {
    const customer = String(params.customer);
    const [line] = (params.items ?? []) as Json[];
    const price = [...this.prices.values()].find((p) => p.id === line?.price);
    if (!this.customers.has(customer) || !price) {
      return [400, { error: { type: "invalid_request_error", message: "No such customer or price." } }];
    }
    const quantity = Number(line?.quantity ?? 1);
    const subscription = stripeSubscription({
      customer,
      lookupKey: String(price.lookup_key),
      quantity,
      metadata: (params.metadata ?? {}) as Record<string, string>,
    });
    this.subscriptions.set(subscription.id as string, subscription);
    const invoice = stripeInvoice({ customer, totalCents: quantity * Number(price.unit_amount) });
    this.invoices.set(invoice.id as string, invoice);
    return [200, subscription];
  }

  /** `POST /v1/subscriptions/:id`: item quantities and the scheduled cancellation. */
  private updateSubscription(subscription: Json, params: Json): [number, Json] {
    const items = (subscription.items as { data: Json[] }).data;
    for (const change of (params.items ?? []) as Json[]) {
      const item = items.find((i) => i.id === change.id);
      if (!item) {
        return [400, { error: { type: "invalid_request_error", message: `No such item: '${change.id}'` } }];
      }
      if (change.quantity !== undefined) item.quantity = Number(change.quantity);
    }
    if (params.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = params.cancel_at_period_end === "true";
    }
    if (params.cancel_at === "") subscription.cancel_at = null;
    if (params.metadata)
      subscription.metadata = { ...(subscription.metadata as Json), ...(params.metadata as Json) };
    return [200, subscription];
  }

  /**
   * `POST /v1/invoices/create_preview` for a quantity change: the prorated difference for the rest of the
   * period (from `proration_date`) plus the next period at the new quantity.
   */
  private previewInvoice(params: Json): [number, Json] {
    const subscription = this.subscriptions.get(String(params.subscription));
    if (!subscription)
      return [404, { error: { type: "invalid_request_error", message: "No such subscription" } }];
    const details = (params.subscription_details ?? {}) as Json;
    const [change] = (details.items ?? []) as Json[];
    const [item] = (subscription.items as { data: Json[] }).data;
    if (!item || !change || change.id !== item.id) {
      return [400, { error: { type: "invalid_request_error", message: "No such subscription item." } }];
    }
    const unit = Number(
      [...this.prices.values()].find((price) => price.id === (item.price as Json).id)?.unit_amount ?? 0,
    );
    const start = Number(item.current_period_start);
    const end = Number(item.current_period_end);
    const at = Number(details.proration_date ?? now());
    const left = Math.min(1, Math.max(0, (end - at) / (end - start)));
    const proration = Math.round((Number(change.quantity) - Number(item.quantity)) * unit * left);
    const next = Number(change.quantity) * unit;
    return [
      200,
      {
        id: newId("upcoming_in"),
        object: "invoice",
        customer: subscription.customer,
        currency: "usd",
        created: now(),
        period_end: end,
        next_payment_attempt: end,
        total: next + proration,
        amount_due: Math.max(0, next + proration),
        lines: {
          object: "list",
          data: [
            {
              object: "line_item",
              amount: proration,
              parent: { subscription_item_details: { proration: true } },
            },
            {
              object: "line_item",
              amount: next,
              parent: { subscription_item_details: { proration: false } },
            },
          ],
        },
      },
    ];
  }
}

/** A Stripe invoice (a receipt once paid) of a customer. */
export function stripeInvoice(options: {
  customer: string;
  totalCents: number;
  status?: "draft" | "open" | "paid" | "uncollectible" | "void";
  created?: number;
  /** The subscription it bills, when it bills one. */
  subscription?: string;
}): Json {
  const id = newId("in");
  const paid = (options.status ?? "paid") === "paid";
  return {
    id,
    object: "invoice",
    customer: options.customer,
    number: `CB-${id.slice(-6).toUpperCase()}`,
    created: options.created ?? now(),
    currency: "usd",
    total: options.totalCents,
    amount_due: options.totalCents,
    amount_paid: paid ? options.totalCents : 0,
    status: options.status ?? "paid",
    hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/${id}/pdf`,
    ...(options.subscription && {
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: options.subscription },
      },
    }),
  };
}

/** A Stripe subscription object as API version 2026 renders it (period end on the items). */
export function stripeSubscription(options: {
  id?: string;
  customer: string;
  lookupKey: string;
  status?: string;
  quantity?: number;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
}): Json {
  const id = options.id ?? newId("sub");
  const periodEnd = options.periodEnd ?? now() + 30 * 86_400;
  return {
    id,
    object: "subscription",
    customer: options.customer,
    status: options.status ?? "active",
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    created: now(),
    metadata: options.metadata ?? {},
    items: {
      object: "list",
      data: [
        {
          id: newId("si"),
          object: "subscription_item",
          subscription: id,
          quantity: options.quantity ?? 1,
          current_period_start: periodEnd - 30 * 86_400,
          current_period_end: periodEnd,
          price: { id: `price_${options.lookupKey}`, object: "price", lookup_key: options.lookupKey },
        },
      ],
    },
  };
}

/** A Stripe event wrapping an object. */
export function stripeEvent(
  type: string,
  object: Json,
  options: { id?: string; created?: number } = {},
): Json {
  return {
    id: options.id ?? newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: options.created ?? now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The body and headers Stripe would deliver for an event, signed for real with the webhook secret. */
export function signedDelivery(
  event: Json,
  options: { secret?: string; timestamp?: number } = {},
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FakeStripe.WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  return {
    payload,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
  };
}
