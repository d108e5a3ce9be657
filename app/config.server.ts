import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { logLevelSetting } from "../server/logger.mjs";
import { trustProxySetting } from "../server/trust-proxy.mjs";
// eslint-disable-next-line import/no-restricted-paths -- a browser-safe constant with no imports: the /img route path the image helper also builds URLs on
import { BUILT_IN_RESIZER_PATH } from "~/services/platform/images/options";

/**
 * All configuration comes from environment variables, read once and validated here so that a
 * bad value stops the server at start-up with a clear message instead of failing later.
 */
const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** Why a CONTENT_API_URL value is refused, or null when it is fine. */
function contentApiUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "CONTENT_API_URL must be an http:// or https:// URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return "CONTENT_API_URL must be an http:// or https:// URL";
  if (url.username || url.password) {
    return "CONTENT_API_URL must not carry a user name or password: the content client sends no authorisation";
  }
  if (url.search || url.hash) return "CONTENT_API_URL must not have a query or fragment";
  return null;
}

/** Why an IMAGE_RESIZER_PATH value is refused, or null when it is fine. */
function imageResizerPathProblem(value: string): string | null {
  const message = "IMAGE_RESIZER_PATH must be a path such as /img, an http(s):// URL, or off";
  if (value.startsWith("/")) {
    return value.startsWith("//") || /[\s?#]/.test(value) ? message : null;
  }
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return message;
    if (url.search || url.hash || url.username || url.password) return message;
    return null;
  } catch {
    return message;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine(
      (value) => !value || /^(postgres|postgresql):\/\//.test(value) || value === "memory://",
      "DATABASE_URL must be a postgres:// or postgresql:// URL, or memory:// for an in-memory database",
    ),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  PARTNER_ORIGINS: commaList.pipe(
    z.array(z.string().url("PARTNER_ORIGINS must be a comma-separated list of origins")),
  ),
  /** Default: http://localhost:$PORT, so a local server on another port links back to itself. */
  PUBLIC_URL: z.string().url().optional(),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, "PORT must be a port number")
    .default("3000"),
  /** Also write every message as a JSON file in this folder (the file outbox). */
  MAIL_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^smtps?:\/\//.test(value), "SMTP_URL must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().min(3).default("GO Rentals <reservations@gorentals.co.nz>"),
  SECURE_COOKIES: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
  /**
   * Rate limits: the proxies in front of the server (a hop count or a list of proxy addresses), so
   * the client address is read from X-Forwarded-For right to left (server/trust-proxy.mjs).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return trustProxySetting(value);
      } catch (error) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Whether this process runs the clean-up every ten minutes (and at start). On PostgreSQL the
   * cluster's primary turns it off for all its web processes but the first (ADR 0077).
   */
  BACKGROUND_JOBS: z.enum(["true", "false"]).default("true"),
  /** The least level logged (server/logger.mjs): fatal, error, warn, info (default), debug, trace, silent. */
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((value, context) => {
      const level = logLevelSetting(value);
      if (level) return level;
      context.addIssue({
        code: z.ZodIssueCode.custom,
        message: "LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent",
      });
      return z.NEVER;
    }),
  /**
   * The bearer token /metrics asks for (ADR 0089); unset or empty: /metrics is a 404 like any
   * unknown page. At least 32 characters, so it cannot be guessed.
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine(
      (value) => value === undefined || value.length >= 32,
      "METRICS_TOKEN must be at least 32 characters",
    ),
  /** Accounts: seed the demo accounts even when NODE_ENV=production (the e2e server does). */
  SEED_DEMO_ACCOUNTS: z.enum(["true", "false"]).default("false"),
  /**
   * The Strapi-style content service (page banner, page headers, reviews), e.g.
   * https://cms.example.co.nz/api. Unset: the same content comes from content/content-service/.
   */
  CONTENT_API_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .superRefine((value, context) => {
      if (value === undefined) return;
      const problem = contentApiUrlProblem(value);
      if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
  /**
   * How long each instance keeps the catalogue (branches, car classes, lookups, contact numbers,
   * campaigns, rate seasons, the fleet, the active deals) before reading it again; 0 reads it on
   * every use (docs/decisions/0061-catalogue-cache.md).
   */
  CATALOG_CACHE_SECONDS: z
    .string()
    .regex(/^\d{1,5}$/, "CATALOG_CACHE_SECONDS must be a whole number of seconds")
    .default("30")
    .transform(Number),
  /**
   * How long each process keeps a page it rendered twice, to answer a request for the same URL
   * with the same data without rendering it again; 0 renders every time
   * (docs/decisions/0081-render-memo-for-single-fetch.md).
   */
  RENDER_MEMO_SECONDS: z
    .string()
    .regex(/^\d{1,5}$/, "RENDER_MEMO_SECONDS must be a whole number of seconds")
    .default("30")
    .transform(Number),
  /**
   * How long a shared cache in front of the site (a CDN or reverse proxy) may keep a page that
   * every visitor without a cookie gets alike (Cache-Control s-maxage); 0: none may
   * (docs/decisions/0079-shared-caches-keep-first-visit-pages.md).
   */
  SHARED_CACHE_SECONDS: z
    .string()
    .regex(/^\d{1,5}$/, "SHARED_CACHE_SECONDS must be a whole number of seconds")
    .default("30")
    .transform(Number),
  /**
   * Images through a resizer (docs/decisions/0034-image-resizer.md): the built-in /img route by
   * default, another resizer's path or URL in the same Cloudflare style (/cdn-cgi/image), or
   * `off` (or empty) for the original files.
   */
  /** Where the markdown content is read from (docs/content.md). */
  CONTENT_DIR: z.string().min(1).default("./content"),
  /** Seconds before the online check-in's timer modal opens (docs/changes.md). */
  CHECK_IN_TIMER_SECONDS: z
    .string()
    .regex(/^\d{1,5}$/, "CHECK_IN_TIMER_SECONDS must be a whole number of seconds")
    .default("600")
    .transform(Number)
    .refine((seconds) => seconds > 0 && seconds <= 86_400, "CHECK_IN_TIMER_SECONDS must be 1 to 86400"),
  HOLD_LIMIT_EXEMPT_ADDRESSES: commaList.refine(
    (addresses) => addresses.every((address) => net.isIP(address) !== 0),
    "HOLD_LIMIT_EXEMPT_ADDRESSES must be a comma-separated list of IP addresses",
  ),
  IMAGE_RESIZER_PATH: z
    .string()
    .optional()
    .transform((value) => (value === undefined ? BUILT_IN_RESIZER_PATH : value.trim()))
    .superRefine((value, context) => {
      if (value === "" || value.toLowerCase() === "off") return;
      const problem = imageResizerPathProblem(value);
      if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    }),
});

export type AppConfig = {
  nodeEnv: "development" | "production" | "test";
  dataDir: string;
  /** "pglite-file", "pglite-memory" or "postgres" */
  database:
    { kind: "pglite-file"; dir: string } | { kind: "pglite-memory" } | { kind: "postgres"; url: string };
  sessionSecrets: string[];
  partnerOrigins: string[];
  /** PUBLIC_URL, or http://localhost:$PORT when it is unset (emails, canonical links, calendar files). */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL was set. Without it, a visitor sent to the payment gateway or the ID check
   * comes back to the origin they came on (`returnOrigin` in platform/request-guard), not to localhost.
   */
  publicUrlSet: boolean;
  secureCookies: boolean;
  /** Outgoing mail: every message is kept in the mail_outbox table; with SMTP_URL it is also sent. */
  mail: { from: string; smtpUrl: string | null; dir: string | null };
  /** Express's `trust proxy` from TRUST_PROXY: no proxy (false), a hop count, or the trusted proxies. */
  trustProxy: false | number | string[];
  /** Seed the demo Customer, Agent and Corporate accounts (always outside production). */
  seedDemoAccounts: boolean;
  /** The content service's base URL without a trailing slash; null: the local content store. */
  contentApiUrl: string | null;
  /** The image resizer's path or URL without a trailing slash; null: pages use the original files. */
  imageResizerPath: string | null;
  /** Seconds each instance keeps the catalogue; 0: no cache. */
  catalogCacheSeconds: number;
  /** Seconds each process keeps a page rendered twice for the same URL and data; 0: off. */
  renderMemoSeconds: number;
  /** Seconds a CDN or reverse proxy may keep a page for visitors without a cookie; 0: none. */
  sharedCacheSeconds: number;
  /** Whether this process runs the periodic clean-up. */
  backgroundJobs: boolean;
  /** The markdown content's folder, absolute. */
  contentDir: string;
  /** Seconds before the online check-in's timer modal opens. */
  checkInTimerSeconds: number;
  /**
   * Client addresses the holds caps leave alone (docs/booking.md, "How many holds one visitor may
   * have"): where many people book from one address on purpose, such as the tests' one browser.
   */
  holdLimitExemptAddresses: string[];
  /** The least level logged. */
  logLevel: string;
  /** The bearer token of /metrics; null: /metrics is not served. */
  metricsToken: string | null;
};

function loadSessionSecret(dataDir: string, fromEnv: string | undefined, inMemory: boolean): string {
  if (fromEnv) return fromEnv;
  if (inMemory) return randomBytes(32).toString("hex");
  // Embedded mode: generate a secret once and keep it beside the data so sessions survive restarts.
  const file = path.join(dataDir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const database: AppConfig["database"] =
    values.DATABASE_URL === "memory://"
      ? { kind: "pglite-memory" }
      : values.DATABASE_URL
        ? { kind: "postgres", url: values.DATABASE_URL }
        : { kind: "pglite-file", dir: path.join(dataDir, "pglite") };
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const secret = loadSessionSecret(dataDir, values.SESSION_SECRET, database.kind === "pglite-memory");
  return {
    nodeEnv: values.NODE_ENV,
    dataDir,
    database,
    sessionSecrets: [secret],
    partnerOrigins: values.PARTNER_ORIGINS,
    publicUrl,
    publicUrlSet: values.PUBLIC_URL !== undefined,
    secureCookies: values.SECURE_COOKIES ?? publicUrl.startsWith("https://"),
    mail: {
      from: values.MAIL_FROM,
      smtpUrl: values.SMTP_URL ?? null,
      dir: values.MAIL_DIR ? path.resolve(values.MAIL_DIR) : null,
    },
    trustProxy: values.TRUST_PROXY,
    seedDemoAccounts: values.NODE_ENV !== "production" || values.SEED_DEMO_ACCOUNTS === "true",
    contentApiUrl: values.CONTENT_API_URL ? values.CONTENT_API_URL.replace(/\/+$/, "") : null,
    imageResizerPath:
      values.IMAGE_RESIZER_PATH === "" || values.IMAGE_RESIZER_PATH.toLowerCase() === "off"
        ? null
        : values.IMAGE_RESIZER_PATH.replace(/\/+$/, "") || null,
    catalogCacheSeconds: values.CATALOG_CACHE_SECONDS,
    renderMemoSeconds: values.RENDER_MEMO_SECONDS,
    sharedCacheSeconds: values.SHARED_CACHE_SECONDS,
    backgroundJobs: values.BACKGROUND_JOBS === "true",
    contentDir: path.resolve(values.CONTENT_DIR),
    checkInTimerSeconds: values.CHECK_IN_TIMER_SECONDS,
    holdLimitExemptAddresses: values.HOLD_LIMIT_EXEMPT_ADDRESSES,
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN ?? null,
  };
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
