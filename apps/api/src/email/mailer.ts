import nodemailer from "nodemailer";

/** One email to send: who to, what, and extra headers (List-Unsubscribe). */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** Sends email over SMTP; `close()` ends its connections. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** How long an SMTP server may take to accept the connection, greet, and answer each command. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/**
 * A mailer sending through `smtpUrl` (`smtp://user:password@host:587`: STARTTLS when the server offers it;
 * `smtps://` for TLS from the start) from `from`, with nodemailer. A refusal or a connection failure rejects the
 * send with nodemailer's error (its `responseCode` is the server's reply code, when there was one).
 */
export function createMailer(email: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ url: email.smtpUrl, ...TIMEOUTS });
  return {
    async send(message) {
      await transport.sendMail({ from: email.from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Whether the SMTP server gave no reply at all (the connection was refused, timed out or dropped): it is likely
 * down for every email, not only this one.
 */
export function isConnectionFailure(error: unknown): boolean {
  return typeof (error as { responseCode?: unknown } | null)?.responseCode !== "number";
}

/**
 * Whether a send failed for good: the server refused it with a permanent (5xx) reply, such as an unknown
 * recipient. Anything else (a 4xx, a connection refused or timed out) may pass later and is tried again.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
