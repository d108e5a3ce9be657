import fs from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { withRequestGuard } from "~/services/platform/request-guard/guard.server";
import { bodyLimitStatus, FORM_BODY_LIMIT_BYTES } from "../../server/body-limit.mjs";
import { loadAppBuild, type RouteInfo } from "./support/app-build";
import { setCookieList } from "./support/cookies";

/**
 * Hostile input (issue 8): random and malformed values sent to every route's loader (as query
 * parameters and path parameters) and every action (as form fields), through Remix and the real
 * route modules, against the in-memory test database. The routes are read from app/routes at run
 * time, so routes added later are covered too. For every request:
 *  - never a 5xx;
 *  - never a reflected unescaped value: the HTML markers below never appear raw in a page, and a
 *    JSON answer is JSON, not HTML;
 *  - a rejected request (4xx) changes no row count of the data tables (sessions and rate-limit
 *    counters are bookkeeping every visit may write);
 *  - a body over the size limit answers 413 before any route sees it (server/body-limit.mjs,
 *    the same check server.mjs runs);
 *  - a post from a foreign Origin (or Referer) and a body that is not a form (JSON, XML, text,
 *    broken multipart) are refused with a 4xx by the request guard server.mjs runs in front of
 *    Remix (entry.server's withRequestGuard, ADR 0070), and change nothing.
 */

const APP_DIR = path.resolve(__dirname, "../../app");
const SCRIPT_MARKER = "<script>fuzz(7391)</script>";
const IMG_MARKER = "<img src=x onerror=fuzz(7392)>";
const ATTR_MARKER = '"><b id=fuzz7393>';
const RAW_MARKERS = [SCRIPT_MARKER, IMG_MARKER, "<b id=fuzz7393>"];

/** Tables whose rows change only when a request succeeds. */
const BOOKKEEPING_TABLES = new Set(["sessions", "rate_limit_hits"]);

/** Every source file under app/, to harvest the parameter and field names the app reads. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

function harvestNames(): { queryKeys: string[]; fieldNames: string[] } {
  const query = new Set([
    "brand",
    "Campaign",
    "step",
    "category",
    "seats",
    "expired",
    "booking",
    "email",
    "token",
    "quote",
    "redirectTo",
    "page",
    "status",
    "reference",
    "result",
    "session",
    "check",
    "format",
    "invoice",
    "q",
  ]);
  const fields = new Set(["intent", "_action", "email", "password", "session", "redirectTo"]);
  for (const file of sourceFiles(APP_DIR)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/searchParams\.(?:get|getAll|has)\(\s*["'`]([A-Za-z_][\w-]*)["'`]/g))
      query.add(match[1]);
    for (const match of text.matchAll(/\bname=["']([A-Za-z_][\w.[\]-]*)["']/g)) fields.add(match[1]);
    for (const match of text.matchAll(/^\s*([A-Za-z_]\w*): z\./gm)) fields.add(match[1]);
  }
  return { queryKeys: [...query].sort(), fieldNames: [...fields].sort() };
}

const { queryKeys, fieldNames } = harvestNames();

/** Values nobody should send: injections, odd unicode, wrong types, extremes. */
const nastyConstants = [
  "",
  " ",
  SCRIPT_MARKER,
  IMG_MARKER,
  ATTR_MARKER,
  "' OR '1'='1' --",
  "'; DROP TABLE reservations; --",
  "1; select pg_sleep(5)",
  "\u0000",
  "a\u0000b",
  "\uFEFF\u202E\u200Bgo",
  "\uD800",
  "😀🚗🇳🇿",
  "Ā".repeat(300),
  "x".repeat(5000),
  "-1",
  "0",
  "1e309",
  "NaN",
  "Infinity",
  "99999999999999999999999",
  "3.5",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  '{"__proto__":{"admin":true}}',
  "__proto__",
  "constructor",
  "2026-02-30",
  "2026-13-45T25:61",
  "31/12/1899",
  "../../../etc/passwd",
  "%00",
  "%",
  "%E0%A4%A",
  "GO1234567",
  "GO0000000",
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "aroha.customer@example.co.nz",
  "a@b",
  "@@",
  "ET",
  "zz",
];

const nastyValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyConstants) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((text) => `${SCRIPT_MARKER}${text}`) },
);

const queryArbitrary = fc.array(fc.tuple(fc.constantFrom(...queryKeys), nastyValue), {
  minLength: 0,
  maxLength: 5,
});
const formArbitrary = fc.array(fc.tuple(fc.constantFrom(...fieldNames), nastyValue), {
  minLength: 0,
  maxLength: 12,
});
const pathParamArbitrary = fc.oneof(
  fc.constantFrom("auckland", "suv", "queenstown", "x", SCRIPT_MARKER, "%", "..", "GO1234567", "Ā"),
  fc.string({ minLength: 1, maxLength: 30 }),
);

function urlFor(route: RouteInfo, param: string, query: [string, string][]): string {
  const encoded = encodeURIComponent(param);
  let pathname = route.fullPath
    .replace(/:[\w]+\??/g, encoded)
    .replace(/\*$/, `${encoded}/${encoded}`)
    .replace(/\/+/g, "/");
  if (!pathname.endsWith("/")) pathname += "/";
  const search = new URLSearchParams(query).toString();
  return `http://localhost${pathname}${search ? `?${search}` : ""}`;
}

let handler: (request: Request) => Promise<Response>;
let routes: RouteInfo[];
let build: ServerBuild;
let countSql: string;

async function rowCounts(): Promise<Record<string, number>> {
  const db = await getDb();
  const result = await db.execute(sql.raw(countSql));
  const rows = (result as unknown as { rows: { t: string; n: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]));
}

/** The URL Remix's browser code asks for a page's data at with single fetch (ADR 0075). */
function dataUrlOf(pageUrl: string | URL): URL {
  const url = new URL(pageUrl);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url;
}

type Outcome = { status: number; contentType: string; body: string };

async function send(request: Request): Promise<Outcome> {
  // What server.mjs does before Remix sees a request.
  const limited = bodyLimitStatus({ method: request.method, headers: Object.fromEntries(request.headers) });
  if (limited !== null) return { status: limited, contentType: "text/plain", body: "" };
  const response = await handler(request);
  return {
    status: response.status,
    contentType: response.headers.get("Content-Type") ?? "",
    body: await response.text(),
  };
}

/** What came back, by status class: the run must reach real pages, not only errors. */
const seen = { ok: 0, redirect: 0, refused: 0, html: 0 };

function expectSafe(outcome: Outcome, label: string) {
  if (outcome.status < 300) seen.ok += 1;
  else if (outcome.status < 400) seen.redirect += 1;
  else seen.refused += 1;
  if (outcome.body.includes("<html")) seen.html += 1;
  expect(outcome.status, `${label} answered ${outcome.status}`).toBeLessThan(500);
  if (outcome.contentType.includes("text/html")) {
    for (const marker of RAW_MARKERS)
      expect(outcome.body.includes(marker), `${label} reflects ${marker} unescaped`).toBe(false);
  }
  if (outcome.contentType.includes("application/json")) {
    expect(() => JSON.parse(outcome.body), `${label} JSON answer is not JSON`).not.toThrow();
    expect(outcome.body.trimStart().startsWith("<"), `${label} JSON answer is HTML`).toBe(false);
  }
}

beforeAll(async () => {
  ({ build, routes } = await loadAppBuild());
  // What server/app.mjs runs: Remix behind the request guard.
  handler = withRequestGuard(createRequestHandler(build, "production"));
  const db = await getDb();
  const tables = (await db.execute(
    sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { t: string }[] };
  const data = tables.rows.map((row) => row.t).filter((name) => !BOOKKEEPING_TABLES.has(name));
  countSql = data
    .map((name) => `select '${name}' as t, count(*)::int as n from "${name}"`)
    .join(" union all ");
  customerCookie = await signedInCustomerCookie();
}, 180_000);

const RUNS = Number(process.env.HOSTILE_RUNS ?? 3);

/**
 * A signed-in customer with a search and a held car: half the requests carry this session, so
 * the guarded loaders and actions (booking steps, my account) get hostile input too. Signing out
 * (POST /logout) is left out of that half so the session lasts the run.
 */
let customerCookie = "";

async function signedInCustomerCookie(): Promise<string> {
  const jar = new Map<string, string>();
  const post = async (pathname: string, form: Record<string, string>) => {
    const response = await handler(
      new Request(`http://localhost${pathname}`, {
        method: "POST",
        body: new URLSearchParams(form).toString(),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        },
      }),
    );
    for (const line of setCookieList(response.headers)) {
      const [pair] = line.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return response;
  };
  expect(
    (await post("/sign-in/", { email: "aroha.customer@example.co.nz", password: "GoRentals!2026" })).status,
  ).toBe(302);
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const searched = await post("/search-vehicles/", {
    pickupBranch: "1",
    pickupDate: day(30),
    pickupTime: "10:00",
    dropOffDate: day(33),
    dropOffTime: "10:00",
  });
  expect(searched.status).toBe(302);
  await post("/book-now/?step=1", { carClassId: "1" });
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

describe("hostile input", () => {
  it("finds every route module and the names the app reads", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(queryKeys).toContain("booking");
    expect(fieldNames).toContain("email");
  });

  it("every loader survives hostile query and path values", async () => {
    const loaders = routes.filter(
      (route) =>
        typeof build.routes[route.id].module.loader === "function" ||
        typeof build.routes[route.id].module.default === "function",
    );
    for (const route of loaders) {
      await fc.assert(
        fc.asyncProperty(pathParamArbitrary, queryArbitrary, fc.boolean(), async (param, query, signedIn) => {
          const url = urlFor(route, param, query);
          const headers: Record<string, string> = { Accept: "text/html" };
          if (signedIn) headers.Cookie = customerCookie;
          const outcome = await send(new Request(url, { headers }));
          expectSafe(outcome, `GET ${url}`);
        }),
        { numRuns: RUNS },
      );
    }
    // Most loaders a visitor can open render a page: the property ran against the real pages, not
    // a wall of errors. The back office's send every guest and customer away (sign-in or 404), so
    // the floor counts the others: it no longer falls as the back office grows.
    const visitorLoaders = loaders.filter((route) => !route.fullPath.startsWith("/admin")).length;
    expect(seen.ok).toBeGreaterThan(visitorLoaders);
    expect(seen.html).toBeGreaterThan(visitorLoaders);
  }, 600_000);

  it("every action survives hostile form fields and changes nothing when it refuses", async () => {
    const actions = routes.filter((route) => typeof build.routes[route.id].module.action === "function");
    expect(actions.length).toBeGreaterThan(10);
    for (const route of actions) {
      await fc.assert(
        fc.asyncProperty(
          pathParamArbitrary,
          formArbitrary,
          fc.boolean(),
          fc.boolean(),
          async (param, fields, asMultipart, signedIn) => {
            const url = urlFor(route, param, []);
            const form = new URLSearchParams(fields);
            const body = asMultipart ? toFormData(fields) : form.toString();
            const headers: Record<string, string> = asMultipart
              ? {}
              : { "Content-Type": "application/x-www-form-urlencoded" };
            if (signedIn && !route.id.includes("logout")) headers.Cookie = customerCookie;
            const before = await rowCounts();
            const outcome = await send(new Request(url, { method: "POST", body, headers }));
            expectSafe(outcome, `POST ${url} ${form.toString().slice(0, 200)}`);
            if (outcome.status >= 400)
              expect(
                await rowCounts(),
                `POST ${url} was refused (${outcome.status}) but changed rows`,
              ).toEqual(before);
          },
        ),
        { numRuns: RUNS },
      );
    }
  }, 600_000);

  it("a form body over the limit answers 413 and changes nothing", async () => {
    const actions = routes.filter((route) => typeof build.routes[route.id].module.action === "function");
    const before = await rowCounts();
    for (const route of actions) {
      const body = `email=${"a".repeat(FORM_BODY_LIMIT_BYTES + 10)}`;
      const request = new Request(urlFor(route, "x", []), {
        method: "POST",
        body,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(body.length),
        },
      });
      expect((await send(request)).status).toBe(413);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("every route refuses foreign origins and non-form bodies with a 4xx, never a 5xx, and changes nothing", async () => {
    const methods = ["POST", "PUT", "PATCH", "DELETE"];
    const origins: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Origin: "%%garbage" },
      { Origin: "http://localhost:3305", Host: "127.0.0.1:3305" },
      { Referer: "https://evil.example/page" },
    ];
    const bodies: [string, string][] = [
      ["application/json", '{"email":"a@b","pickupBranch":1}'],
      ["application/xml", '<?xml version="1.0"?><x>1</x>'],
      ["text/plain", "email=a@b"],
      ["multipart/form-data; boundary=zz", '--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\nbroken'],
      ["multipart/form-data", "email=a@b"],
    ];
    const before = await rowCounts();
    let refused = 0;
    for (const route of routes) {
      for (const signedIn of [false, true]) {
        const cookie: Record<string, string> =
          signedIn && !route.id.includes("logout") ? { Cookie: customerCookie } : {};
        for (const [index, origin] of origins.entries()) {
          const page = new URL(urlFor(route, "x", []));
          const url = index % 2 === 1 ? dataUrlOf(page) : page;
          if (index % 4 === 3) url.searchParams.set("_data", route.id);
          const method = methods[index % methods.length];
          const request = new Request(url, {
            method,
            body: "email=a%40b",
            headers: { "Content-Type": "application/x-www-form-urlencoded", ...origin, ...cookie },
          });
          const outcome = await send(request);
          expectSafe(outcome, `${method} ${url} from ${JSON.stringify(origin)}`);
          expect(outcome.status, `${method} ${url} from ${JSON.stringify(origin)}`).toBe(403);
          refused += 1;
        }
        for (const [index, [type, body]] of bodies.entries()) {
          const page = new URL(urlFor(route, "x", []));
          const url = index % 2 === 1 ? dataUrlOf(page) : page;
          const outcome = await send(
            new Request(url, { method: "POST", body, headers: { "Content-Type": type, ...cookie } }),
          );
          const label = `POST ${url} as ${type}`;
          expectSafe(outcome, label);
          // The API reads JSON itself (and answers its own 4xx); every other route refuses a non-form body.
          if (!route.fullPath.startsWith("/api")) expect([400, 415], label).toContain(outcome.status);
        }
      }
    }
    expect(refused).toBeGreaterThan(routes.length);
    expect(await rowCounts()).toEqual(before);
  }, 600_000);

  it("data requests (/page.data, ?_routes=, the older ?_data=) never answer HTML or a 5xx", async () => {
    const routeIds = Object.keys(build.routes);
    for (const route of routes.filter((r) => typeof build.routes[r.id].module.loader === "function")) {
      await fc.assert(
        fc.asyncProperty(
          queryArbitrary,
          fc.constantFrom("single", "some-routes", "legacy"),
          fc.constantFrom(route.id, "routes/nope", ...routeIds),
          async (query, form, routeId) => {
            const page = new URL(urlFor(route, "x", query));
            const url = form === "legacy" ? page : dataUrlOf(page);
            if (form === "some-routes") url.searchParams.set("_routes", `root,${routeId}`);
            if (form === "legacy") url.searchParams.set("_data", routeId);
            const outcome = await send(new Request(url));
            expectSafe(outcome, `GET ${url}`);
            expect(outcome.contentType, `GET ${url}`).not.toContain("text/html");
          },
        ),
        { numRuns: 3 },
      );
    }
  }, 600_000);

  it("answers .data for unknown pages and the home page without a 5xx", async () => {
    for (const path of [
      "/nope.data",
      "/_root.data",
      "/vehicles.data",
      "/vehicles.data?_routes=routes%2Fnope",
      "/.data",
    ]) {
      const outcome = await send(new Request(`http://localhost${path}`));
      expectSafe(outcome, `GET ${path}`);
    }
  });
});

function toFormData(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}
