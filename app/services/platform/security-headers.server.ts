import { randomBytes } from "node:crypto";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * The origins of the absolute URLs among these (the content service, an image CDN given as
 * IMAGE_RESIZER_PATH), each once, for img-src; paths such as /img are the site's own.
 */
export function imageOriginsOf(urls: (string | null | undefined)[]): string[] {
  const origins = urls
    .filter((url): url is string => Boolean(url && /^https?:\/\//i.test(url)))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/** One year: what browsers' HSTS preload list asks for, and long enough to matter. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Strict-Transport-Security when the site is published over https (PUBLIC_URL), else null: a
 * site on http (development, a test box) must not tell browsers to insist on https. Without
 * includeSubDomains or preload: the site does not know every other host under its domain serves
 * https (ADR 0070).
 */
export function strictTransportSecurity(publicUrl: string | undefined): string | null {
  return publicUrl?.toLowerCase().startsWith("https://") ? `max-age=${HSTS_MAX_AGE_SECONDS}` : null;
}

/**
 * Headers for every HTML and data response. Remix's inline scripts carry the nonce; partner
 * sites named in PARTNER_ORIGINS may frame the site (spec: partner-brand embeds).
 */
export function securityHeaders(options: {
  nonce: string | null;
  partnerOrigins: string[];
  development: boolean;
  /** Other origins images may come from (the content service's media). */
  imageOrigins?: string[];
  /** PUBLIC_URL: https adds Strict-Transport-Security. */
  publicUrl?: string;
}): Record<string, string> {
  const scriptSources = ["'self'"];
  if (options.nonce) scriptSources.push(`'nonce-${options.nonce}'`);
  const connectSources = ["'self'"];
  if (options.development) connectSources.push("ws://localhost:*");
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...(options.imageOrigins ?? [])].join(" "),
    "font-src 'self'",
    `connect-src ${connectSources.join(" ")}`,
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    `frame-ancestors ${["'self'", ...options.partnerOrigins].join(" ")}`,
  ];
  const hsts = strictTransportSecurity(options.publicUrl);
  return {
    ...(hsts ? { "Strict-Transport-Security": hsts } : {}),
    "Content-Security-Policy": directives.join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=(self)",
  };
}
