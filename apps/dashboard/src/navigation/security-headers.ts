export interface SecurityHeaderOptions {
  production: boolean;
  /** `host:port` of the Firebase Auth emulator the browser talks to, if any. */
  authEmulatorHost: string | undefined;
  /** Where Stripe.js is loaded from, when not Stripe's own (the local payments sandbox's stand-in). */
  stripeJsUrl?: string | undefined;
}

/** The Content-Security-Policy: our own origin, Firebase Authentication, Stripe, and the emulator when used. */
export function contentSecurityPolicy({
  production,
  authEmulatorHost,
  stripeJsUrl,
}: SecurityHeaderOptions): string {
  // The sandbox's stand-in Stripe.js mounts the sandbox's checkout page: both come from its origin.
  const stripeOrigin = stripeJsUrl ? new URL(stripeJsUrl).origin : "https://js.stripe.com";
  const stripeFrames = ["https://js.stripe.com", "https://hooks.stripe.com"];
  if (!stripeFrames.includes(stripeOrigin)) stripeFrames.push(stripeOrigin);
  const connect = [
    "'self'",
    "https://identitytoolkit.googleapis.com",
    "https://securetoken.googleapis.com",
    "https://api.stripe.com",
  ];
  if (authEmulatorHost) connect.push(`http://${authEmulatorHost}`);
  // React's development build evaluates code, and the dev server reloads over a WebSocket.
  if (!production) connect.push("ws:");
  const scripts = [
    "'self'",
    "'unsafe-inline'",
    "https://js.stripe.com",
    ...(stripeOrigin === "https://js.stripe.com" ? [] : [stripeOrigin]),
    ...(production ? [] : ["'unsafe-eval'"]),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Avatars come from the identity providers' CDNs (Discord, Google).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${stripeFrames.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Headers sent with every page. */
export function securityHeaders(options: SecurityHeaderOptions): Array<{ key: string; value: string }> {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    },
  ];
  if (options.production) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}
