import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { isIPv4, isIPv6 } from "node:net";
import { DISCORD_SANDBOX, productionClientIdProblem } from "@chartbot/contracts/discord";
import { PAYMENTS_SANDBOX } from "@chartbot/contracts/payments";

/** A configuration problem: the variable to fix, and the line that says what is wrong with it. */
export interface ConfigProblem {
  variable: string;
  message: string;
}

/** What firebase-admin's `cert()` needs of a service account's JSON key. */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

const problem = (variable: string, message: string): ConfigProblem => ({
  variable,
  message: `${variable}: ${message}`,
});

/**
 * Whether a host name is this machine or every address: `localhost` (and `*.localhost`), 127.0.0.0/8,
 * `::1`, `0.0.0.0`, `::`, and IPv4 loopback written as an IPv6-mapped address. `hostname` is as the
 * WHATWG URL parser gives it (IPv6 in brackets, IPv4 already in dotted decimal: `127.1` is `127.0.0.1`).
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIPv4(host)) return host.startsWith("127.") || host === "0.0.0.0";
  if (isIPv6(host)) {
    if (host === "::1" || host === "::") return true;
    // ::ffff:127.0.0.1 is normalised by the URL parser to ::ffff:7f00:1.
    const mapped = /^::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}$/.exec(host)?.[1];
    return mapped !== undefined && (Number.parseInt(mapped, 16) >> 8 === 127 || mapped === "0");
  }
  return false;
}

/** Why `value` is not a public https URL, or undefined when it is (or is no URL at all: the schema says so). */
function publicHttpsProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (isLocalHost(url.hostname)) return `${value} is a local address`;
  if (url.protocol !== "https:") return `${value} is not https`;
  return undefined;
}

/**
 * Parses a service account's JSON key (the text, or base64 of it) without ever repeating any of it in a
 * message: parser errors quote the input, and the input holds a private key.
 */
function parseServiceAccount(
  text: string,
  variable: string,
): { account?: ServiceAccount; problem?: ConfigProblem } {
  const trimmed = text.trim();
  const json = trimmed.startsWith("{") ? trimmed : Buffer.from(trimmed, "base64").toString("utf8").trim();
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: problem(variable, "is neither a service account's JSON key nor base64 of one") };
  }
  const fields = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const missing = ["project_id", "client_email", "private_key"].filter(
    (name) => typeof fields[name] !== "string" || fields[name] === "",
  );
  if (missing.length > 0) {
    return {
      problem: problem(variable, `is not a service account's JSON key (no ${missing.join(", ")})`),
    };
  }
  const account = {
    projectId: fields.project_id as string,
    clientEmail: fields.client_email as string,
    privateKey: fields.private_key as string,
  };
  try {
    createPrivateKey(account.privateKey);
  } catch {
    return {
      problem: problem(variable, "its private_key is not a PEM private key (were its \\n line breaks kept?)"),
    };
  }
  return { account };
}

/**
 * The Firebase service account from `FIREBASE_SERVICE_ACCOUNT` (its JSON key, or base64 of it) or, in
 * production only, the JSON file `GOOGLE_APPLICATION_CREDENTIALS` names. It must belong to
 * `FIREBASE_PROJECT_ID`. Required in production; optional elsewhere (the Auth emulator needs none).
 */
export function readServiceAccount(
  env: Record<string, string>,
  production: boolean,
): { account?: ServiceAccount; problems: ConfigProblem[] } {
  let parsed: ReturnType<typeof parseServiceAccount> | undefined;
  let variable = "FIREBASE_SERVICE_ACCOUNT";
  if (env.FIREBASE_SERVICE_ACCOUNT) {
    parsed = parseServiceAccount(env.FIREBASE_SERVICE_ACCOUNT, variable);
  } else if (production && env.GOOGLE_APPLICATION_CREDENTIALS) {
    variable = "GOOGLE_APPLICATION_CREDENTIALS";
    const path = env.GOOGLE_APPLICATION_CREDENTIALS;
    let text: string | undefined;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      const code = (error as { code?: string }).code ?? "unreadable";
      parsed = { problem: problem(variable, `cannot read ${path} (${code})`) };
    }
    if (text !== undefined) parsed = parseServiceAccount(text, variable);
  }
  if (!parsed) {
    return {
      problems: production
        ? [
            problem(
              "FIREBASE_SERVICE_ACCOUNT",
              "required in production: the JSON key of a service account of FIREBASE_PROJECT_ID (or GOOGLE_APPLICATION_CREDENTIALS, the path of that file)",
            ),
          ]
        : [],
    };
  }
  if (parsed.problem) return { problems: [parsed.problem] };
  const account = parsed.account as ServiceAccount;
  // Unset in production is reported on its own (productionProblems); elsewhere it defaults to the demo project.
  const projectId = env.FIREBASE_PROJECT_ID ?? (production ? account.projectId : "demo-chartbot");
  if (account.projectId !== projectId) {
    return {
      problems: [
        problem(
          variable,
          `is a service account of the project "${account.projectId}", not of FIREBASE_PROJECT_ID "${projectId}"`,
        ),
      ],
    };
  }
  return { account, problems: [] };
}

/**
 * The local Discord sandbox's address or demo credentials, which would make Discord a fake one, and a missing or
 * placeholder client id, which would send "Add to Discord" and the Discord sign-in nowhere.
 */
function discordProblems(env: Record<string, string>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const apiBaseUrl = env.DISCORD_API_BASE_URL?.trim();
  const badUrl = apiBaseUrl ? publicHttpsProblem(apiBaseUrl) : undefined;
  if (badUrl) problems.push(problem("DISCORD_API_BASE_URL", badUrl));
  const clientId = productionClientIdProblem(env.DISCORD_CLIENT_ID);
  if (clientId) problems.push(problem("DISCORD_CLIENT_ID", clientId));
  for (const [variable, sandboxValue] of [
    ["DISCORD_CLIENT_SECRET", DISCORD_SANDBOX.clientSecret],
    ["DISCORD_BOT_TOKEN", DISCORD_SANDBOX.botToken],
  ] as const) {
    if (env[variable]?.trim() === sandboxValue) {
      problems.push(problem(variable, "is the local Discord sandbox's demo value, refused in production"));
    }
  }
  return problems;
}

/** The local payments sandbox's address or keys, which would take payments nobody makes. */
function paymentsProblems(env: Record<string, string>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const apiBaseUrl = env.STRIPE_API_BASE_URL?.trim();
  const badUrl = apiBaseUrl ? publicHttpsProblem(apiBaseUrl) : undefined;
  if (badUrl) problems.push(problem("STRIPE_API_BASE_URL", badUrl));
  for (const [variable, sandboxValue] of [
    ["STRIPE_SECRET_KEY", PAYMENTS_SANDBOX.secretKey],
    ["STRIPE_WEBHOOK_SECRET", PAYMENTS_SANDBOX.webhookSecret],
  ] as const) {
    if (env[variable]?.trim() === sandboxValue) {
      problems.push(problem(variable, "is the local payments sandbox's key, refused in production"));
    }
  }
  return problems;
}

/**
 * Notice emails turned on (`NOTICE_EMAILS=on`) with nowhere to send them (no `SMTP_URL`): refused in every
 * environment, since no email would ever go out.
 */
export function noticeEmailProblems(env: Record<string, string>): ConfigProblem[] {
  if (env.NOTICE_EMAILS?.trim() !== "on" || env.SMTP_URL?.trim()) return [];
  return [
    problem(
      "NOTICE_EMAILS",
      "is on but SMTP_URL is not set: set SMTP_URL (smtp://user:password@host:587, or smtps://) or NOTICE_EMAILS=off",
    ),
  ];
}

/**
 * In production, notice emails on (`NOTICE_EMAILS=on`, or `SMTP_URL` set without `NOTICE_EMAILS=off`) need a
 * sender of their own (SMTP settings are `noticeEmailProblems`' in every environment), and the one-click
 * unsubscribe address `API_PUBLIC_ORIGIN` (when set) must be public.
 */
function emailProblems(env: Record<string, string>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const apiOrigin = env.API_PUBLIC_ORIGIN?.trim();
  const badOrigin = apiOrigin ? publicHttpsProblem(apiOrigin) : undefined;
  if (badOrigin) problems.push(problem("API_PUBLIC_ORIGIN", badOrigin));
  const setting = env.NOTICE_EMAILS?.trim();
  const on = setting === "on" || (setting !== "off" && Boolean(env.SMTP_URL?.trim()));
  if (!on) return problems;
  const from = env.EMAIL_FROM?.trim();
  if (!from) {
    problems.push(
      problem(
        "EMAIL_FROM",
        "required in production while notice emails are on (Chartbot <notices@your.domain>)",
      ),
    );
  } else if (/@[^>\s]*\.localhost\b|@localhost\b/i.test(from)) {
    problems.push(problem("EMAIL_FROM", `${from} is a local address`));
  }
  return problems;
}

/** Whether two base64 texts are the same key, however they are padded. */
function sameKey(a: string, b: string): boolean {
  return a !== "" && Buffer.from(a, "base64").equals(Buffer.from(b, "base64"));
}

/**
 * What `NODE_ENV=production` refuses (the service account is checked by `readServiceAccount`): the Auth
 * emulator, local or plain-http origins and redirect targets, the embedded database, a missing or demo
 * Firebase project, a missing or development encryption key, the local Discord and payments sandboxes, and
 * notice emails without SMTP settings or a sender of their own. Reads the raw variables, so it also
 * runs when the schema refused some other variable, and every problem is reported at once.
 */
export function productionProblems(env: Record<string, string>, devEncryptionKey: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (env.FIREBASE_AUTH_EMULATOR_HOST?.trim()) {
    problems.push(
      problem(
        "FIREBASE_AUTH_EMULATOR_HOST",
        "must not be set in production (ID tokens would be checked by the Auth emulator, which accepts any)",
      ),
    );
  }
  for (const [variable, what] of [
    ["WEB_ORIGIN", "the marketing site's public https origin"],
    ["DASHBOARD_ORIGIN", "the dashboard's public https origin"],
  ] as const) {
    const value = env[variable];
    const reason = value ? publicHttpsProblem(value) : `required in production: ${what}`;
    if (reason) problems.push(problem(variable, reason));
  }
  const redirects = (env.REDIRECT_ALLOWLIST ?? "").split(",").map((item) => item.trim());
  const badRedirects = redirects.flatMap((item) => (item ? (publicHttpsProblem(item) ?? []) : []));
  if (badRedirects.length > 0) problems.push(problem("REDIRECT_ALLOWLIST", badRedirects.join("; ")));
  if (!env.DATABASE_URL) {
    problems.push(
      problem(
        "DATABASE_URL",
        "required in production (without it the API would keep its data in an embedded PGlite database on the local disk)",
      ),
    );
  }
  const projectId = env.FIREBASE_PROJECT_ID;
  if (!projectId) {
    problems.push(problem("FIREBASE_PROJECT_ID", "required in production: the Firebase project's id"));
  } else if (projectId.startsWith("demo-")) {
    problems.push(
      problem("FIREBASE_PROJECT_ID", `"${projectId}" is a demo project, which only the Auth emulator serves`),
    );
  }
  if (!env.ENCRYPTION_KEY) {
    problems.push(
      problem("ENCRYPTION_KEY", "required in production (32 random bytes, base64: openssl rand -base64 32)"),
    );
  } else if (sameKey(env.ENCRYPTION_KEY, devEncryptionKey)) {
    problems.push(problem("ENCRYPTION_KEY", "is the public development key, refused in production"));
  }
  problems.push(...discordProblems(env));
  problems.push(...paymentsProblems(env));
  problems.push(...emailProblems(env));
  const readOnly = (env.ENCRYPTION_READ_ONLY_KEYS ?? "")
    .split(",")
    .map((item) => item.slice(item.indexOf(":") + 1));
  if (readOnly.some((key) => sameKey(key.trim(), devEncryptionKey))) {
    problems.push(
      problem("ENCRYPTION_READ_ONLY_KEYS", "holds the public development key, refused in production"),
    );
  }
  return problems;
}
