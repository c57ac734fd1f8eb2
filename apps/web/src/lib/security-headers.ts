/** What the Content-Security-Policy depends on. */
export interface SecurityHeaderOptions {
  /** The API origin the header asks for the session. */
  apiOrigin: string;
  /** Production: no `unsafe-eval`, and HSTS. Development: React's dev tools need eval. */
  production: boolean;
}

/**
 * The Content-Security-Policy of every page. Scripts and styles come only from this site: `unsafe-inline`
 * stays because static pages carry Next.js's inline bootstrap scripts and the theme script, and nonces
 * would make every page dynamic. The advertising pixel is served from this site too (`/pixel.js`), so no
 * other host is ever allowed; it loads only after "Accept all" (see the cookie banner).
 */
export function contentSecurityPolicy({ apiOrigin, production }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", apiOrigin],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The security headers of every response (next.config `headers()`). */
export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(options.production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
      : []),
  ];
}
