import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getConfig } from "~/config.server";
import { RATE_LIMITS } from "~/services/accounts/constants";
import {
  CROSS_SITE_REQUEST_REFUSED,
  FORM_BODY_UNREADABLE,
  FORM_CONTENT_TYPE_REFUSED,
} from "~/services/platform/request-guard/text";
import { withRequestGuard, type GuardOptions } from "~/services/platform/request-guard/guard.server";
import {
  HSTS_MAX_AGE_SECONDS,
  securityHeaders,
  strictTransportSecurity,
} from "~/services/platform/security-headers.server";
import { createApp } from "../../server/app.mjs";
import { transportSecurityHeader } from "~/entry.server";
import { loadAppBuild } from "./support/app-build";
import { setCookieList } from "./support/cookies";

/**
 * Issue 24 items 1, 2, 5 and 6 (ADR 0070), through Remix and the real route modules behind the
 * guard server/app.mjs puts in front of them: cross-site posts get a 403 page (or JSON) and never
 * run the action; non-form bodies get 415/400, never a 500; HSTS on https; a 405 logs one line.
 */

let build: ServerBuild;
let remix: ReturnType<typeof createRequestHandler>;
let options: GuardOptions;
let handler: (request: Request) => Promise<Response>;

const SITE = "http://localhost";
const EVIL = "https://evil.example";
const PARTNER = "https://partner.example.co.nz";
const PUBLIC = "https://www.gorentals.example";

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const searchForm = () =>
  new URLSearchParams({
    pickupBranch: "1",
    pickupDate: day(30),
    pickupTime: "10:00",
    dropOffDate: day(33),
    dropOffTime: "10:00",
  }).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

beforeAll(async () => {
  ({ build } = await loadAppBuild());
  remix = createRequestHandler(build, "production");
  options = { publicUrl: PUBLIC, partnerOrigins: [PARTNER], trustProxy: false };
  handler = withRequestGuard(remix, () => options);
}, 180_000);

afterEach(() => {
  options = { publicUrl: PUBLIC, partnerOrigins: [PARTNER], trustProxy: false };
  vi.restoreAllMocks();
});

function post(path: string, headers: Record<string, string>, body: BodyInit | null = searchForm()) {
  return handler(new Request(`${SITE}${path}`, { method: "POST", headers: { ...FORM, ...headers }, body }));
}

async function signIn(): Promise<string> {
  const response = await post(
    "/sign-in/",
    { Origin: SITE },
    new URLSearchParams({ email: "aroha.customer@example.co.nz", password: "GoRentals!2026" }).toString(),
  );
  expect(response.status).toBe(302);
  return setCookieList(response.headers)
    .map((line) => line.split(";")[0])
    .join("; ");
}

describe("cross-site requests (issue 24 item 1)", () => {
  it("refuses a search posted from another site with the site's 403 page, not a 500", async () => {
    const response = await post("/search-vehicles/", { Origin: EVIL, Accept: "text/html" });
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(response.headers.get("Location")).toBeNull();
    const page = await response.text();
    expect(page).toContain("<html");
    expect(page).toMatch(/Error (<!-- -->)?403/);
    expect(page).toContain(CROSS_SITE_REQUEST_REFUSED.replace("'", "&#x27;"));
  });

  it.each([
    ["Origin: null", { Origin: "null" }],
    ["a garbage Origin", { Origin: "%%not a url" }],
    ["another scheme", { Origin: "file://" }],
    ["localhost against Host 127.0.0.1", { Origin: "http://localhost:3305", Host: "127.0.0.1:3305" }],
    ["a foreign Referer without Origin", { Referer: `${EVIL}/page` }],
    ["a partner origin on a page form", { Origin: PARTNER }],
  ])("refuses %s with 403", async (_label, headers) => {
    const response = await post("/search-vehicles/", headers);
    expect(response.status).toBe(403);
    await response.text();
  });

  it.each([
    ["the request's own origin", { Origin: SITE }],
    ["its own origin by Host", { Origin: "http://127.0.0.1:3305", Host: "127.0.0.1:3305" }],
    ["PUBLIC_URL's origin (behind a proxy)", { Origin: PUBLIC }],
    ["a same-site Referer", { Referer: `${SITE}/` }],
    ["neither Origin nor Referer (curl, a plain client)", {}],
  ])("lets a search through from %s", async (_label, headers) => {
    const response = await post("/search-vehicles/", headers);
    expect(response.status).toBe(302);
  });

  it("trusts X-Forwarded-Host and -Proto only with TRUST_PROXY", async () => {
    const forwarded = {
      Origin: "https://go.proxy.example",
      "X-Forwarded-Host": "go.proxy.example",
      "X-Forwarded-Proto": "https",
    };
    expect((await post("/search-vehicles/", forwarded)).status).toBe(403);
    options = { ...options, trustProxy: true };
    expect((await post("/search-vehicles/", forwarded)).status).toBe(302);
  });

  it("a single fetch call (/page.data) from another site gets JSON 403 and leaves the profile unchanged", async () => {
    const cookie = await signIn();
    // What the page shows in its text fields.
    const read = async () => {
      const html = await (
        await handler(new Request(`${SITE}/my-account/profile/`, { headers: { Cookie: cookie } }))
      ).text();
      const field = (name: string) =>
        /value="([^"]*)"/.exec(new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "")?.[1];
      return { firstName: field("firstName"), lastName: field("lastName"), phone: field("phone") };
    };
    const before = await read();
    expect(before.firstName).toBeTruthy();
    const changed = new URLSearchParams({
      ...before,
      firstName: "Hijacked",
      country: "NZ",
      phoneCountryCode: "+64",
    } as Record<string, string>).toString();
    // The URL Remix's browser code posts the profile form to (ADR 0075).
    const dataUrl = "/my-account/profile.data?index";

    const refused = await post(dataUrl, { Origin: EVIL, Cookie: cookie }, changed);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Content-Type")).toContain("application/json");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.json()).toEqual({ error: CROSS_SITE_REQUEST_REFUSED });
    expect((await read()).firstName).toBe(before.firstName);

    // The same call from the site itself saves it: the guard is what stopped it.
    const saved = await post(dataUrl, { Origin: SITE, Cookie: cookie }, changed);
    expect(saved.status).toBeLessThan(400);
    expect(saved.headers.get("Content-Type")).toBe("text/x-script");
    await saved.text();
    expect((await read()).firstName).toBe("Hijacked");
  });

  it("refuses a foreign post to any .data form, the home page's and unknown pages' included, never a 500", async () => {
    for (const path of [
      "/_root.data",
      "/search-vehicles.data",
      "/nope.data",
      "/vehicles.data?_routes=routes%2Fnope",
      "/about-us.data?index",
    ]) {
      const response = await post(path, { Origin: EVIL });
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toEqual({ error: CROSS_SITE_REQUEST_REFUSED });
    }
  });

  it("covers resource routes: a foreign hold renewal is refused as a page would be", async () => {
    const response = await handler(
      new Request(`${SITE}/book-now/hold/`, {
        method: "POST",
        headers: { Origin: EVIL, Accept: "application/json" },
      }),
    );
    expect(response.status).toBe(403);
  });

  it("the API: no Origin (the app, a server) and partner origins pass; another site's browser gets a JSON 403", async () => {
    const call = (headers: Record<string, string>) =>
      handler(
        new Request(`${SITE}/api/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body: "{}",
        }),
      );
    const foreign = await call({ Origin: EVIL });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({
      error: CROSS_SITE_REQUEST_REFUSED,
      hasError: true,
      statusCode: 403,
    });
    for (const headers of [{}, { Origin: PARTNER }] as Record<string, string>[]) {
      const response = await call(headers);
      expect(response.status).not.toBe(403);
      expect(response.status).toBeLessThan(500);
      await response.text();
    }
  });

  it("the payment gateway comes back with a GET, which the check never blocks", async () => {
    const response = await handler(
      new Request(`${SITE}/paymentReturn/?result=x`, { headers: { Referer: "https://gateway.example/pay" } }),
    );
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(403);
    await response.text();
  });
});

describe("non-form bodies (issue 24 item 2)", () => {
  const FORM_ROUTES = [
    "/search-vehicles/",
    "/book-now/",
    "/business/sign-in/",
    "/business/forgot-password/",
    "/sandbox-gateway/",
    "/sign-in/",
  ];
  const BODIES: [string, string, string][] = [
    ["JSON", "application/json", '{"pickupBranch":1}'],
    ["XML", "application/xml", "<?xml version='1.0'?><a>1</a>"],
    ["plain text", "text/plain", "pickupBranch=1"],
  ];

  for (const path of FORM_ROUTES) {
    it.each(BODIES)(`${path} answers a %s body with 415 and says why`, async (_label, type, body) => {
      const response = await post(path, { "Content-Type": type, Origin: SITE, Accept: "text/html" }, body);
      expect(response.status).toBe(415);
      expect(await response.text()).toContain(FORM_CONTENT_TYPE_REFUSED);
    });

    it(`${path} answers broken multipart with 400`, async () => {
      const response = await post(
        path,
        { "Content-Type": "multipart/form-data; boundary=xyz", Origin: SITE },
        "--xyz\r\nbroken",
      );
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(FORM_BODY_UNREADABLE);
    });
  }

  it("a single fetch call with JSON gets a JSON 415", async () => {
    const response = await post("/search-vehicles.data", { "Content-Type": "application/json" }, "{}");
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: FORM_CONTENT_TYPE_REFUSED });
  });

  it("an empty post without a type (the hold and session timers) still reaches its action", async () => {
    const response = await handler(
      new Request(`${SITE}/session/renew/`, {
        method: "POST",
        headers: { Origin: SITE, Accept: "application/json" },
      }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ ok: false });
  });

  it("a real multipart form still works", async () => {
    const form = new FormData();
    for (const [name, value] of new URLSearchParams(searchForm())) form.append(name, value);
    const response = await handler(
      new Request(`${SITE}/search-vehicles/`, { method: "POST", body: form, headers: { Origin: SITE } }),
    );
    expect(response.status).toBe(302);
  });
});

describe("HSTS (issue 24 item 5)", () => {
  it("is sent for an https PUBLIC_URL only, for a year, without includeSubDomains", () => {
    expect(strictTransportSecurity("https://www.gorentals.co.nz")).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}`);
    expect(HSTS_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(strictTransportSecurity("http://localhost:3000")).toBeNull();
    const https = securityHeaders({
      nonce: null,
      partnerOrigins: [],
      development: false,
      publicUrl: "https://www.gorentals.co.nz",
    });
    expect(https["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(
      securityHeaders({
        nonce: null,
        partnerOrigins: [],
        development: false,
        publicUrl: "http://localhost:3000",
      }),
    ).not.toHaveProperty("Strict-Transport-Security");
  });

  it("pages carry it when the site is published on https", async () => {
    const config = getConfig();
    const original = config.publicUrl;
    config.publicUrl = "https://www.gorentals.co.nz";
    try {
      const page = await handler(new Request(`${SITE}/contact/`, { headers: { Accept: "text/html" } }));
      expect(page.headers.get("Strict-Transport-Security")).toBe("max-age=31536000");
      await page.text();
    } finally {
      config.publicUrl = original;
    }
    const plain = await handler(new Request(`${SITE}/contact/`, { headers: { Accept: "text/html" } }));
    expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
    await plain.text();
  });

  it("the server sends it on every answer, files included, once", async () => {
    const config = getConfig();
    const original = config.publicUrl;
    config.publicUrl = "https://www.gorentals.co.nz";
    const serverBuild = {
      ...build,
      publicPath: "/build/",
      assetsBuildDirectory: path.resolve(__dirname, "../../public/build"),
      entry: { module: { ...build.entry.module, transportSecurityHeader } },
    };
    try {
      const server = createApp({
        build: serverBuild as unknown as ServerBuild,
        logRequests: false,
        publicDir: path.resolve(__dirname, "../../public"),
      }).listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        for (const [url, init] of [
          ["/favicon.svg", {}],
          ["/contact/", {}],
          [
            "/search-vehicles/",
            {
              method: "POST",
              headers: { Origin: EVIL, "Content-Type": "application/x-www-form-urlencoded" },
              body: "a=1",
            },
          ],
        ] as [string, RequestInit][]) {
          const response = await fetch(`${base}${url}`, init);
          expect(response.headers.get("Strict-Transport-Security"), url).toBe("max-age=31536000");
          await response.arrayBuffer();
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    } finally {
      config.publicUrl = original;
    }
  });
});

describe("single fetch data answers (/page.data, ADR 0075)", () => {
  it("a page's data at /page.data is its own, not a redirect to the page with its slash", async () => {
    const page = await handler(new Request(`${SITE}/about-us`));
    expect(page.status).toBe(301);
    expect(page.headers.get("Location")).toBe("/about-us/");
    const data = await handler(new Request(`${SITE}/about-us.data`));
    expect(data.status).toBe(200);
    expect(data.headers.get("Content-Type")).toBe("text/x-script");
    expect(data.headers.get("Cache-Control")).toBe("private, no-store");
    await data.text();
  });

  it("a sign-in refused for too many attempts says when to try again, as the page does", async () => {
    const email = `flood-${Date.now()}@example.co.nz`;
    const attempt = () =>
      post("/sign-in.data", { Origin: SITE }, new URLSearchParams({ email, password: "wrong" }).toString());
    for (let tried = 0; tried < RATE_LIMITS.signInPerEmail.limit; tried += 1) await (await attempt()).text();
    const refused = await attempt();
    expect(refused.status).toBe(429);
    const retryAfterSeconds = Number(refused.headers.get("Retry-After"));
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS.signInPerEmail.windowSeconds);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    await refused.text();
  });
});

describe("expected 4xx logging (issue 24 item 6)", () => {
  it("a POST to a page without a form answers 405 and logs one line, no stack trace", async () => {
    // The app's log lines: JSON on stdout (ADR 0089).
    const written = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const nowhere = await post("/no-such-page/", { Origin: SITE });
    expect(nowhere.status).toBe(405);
    await nowhere.text();
    const page = await post("/about-us/", { Origin: SITE });
    expect(page.status).toBe(405);
    await page.text();
    const fetcher = await post("/about-us.data?index", { Origin: SITE });
    expect(fetcher.status).toBe(405);
    await fetcher.text();
    const calls = [...written.mock.calls];
    written.mockRestore();
    const records = calls
      .map((call) => String(call[0]).trimEnd())
      .filter((line) => line.startsWith("{"))
      .map((line) => ({ line, record: JSON.parse(line) as { level: string } }));
    expect(records.filter(({ record }) => record.level === "error")).toHaveLength(0);
    const lines = records.filter(({ record }) => record.level === "warn").map(({ line }) => line);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain("\n");
      expect(line).not.toMatch(/\bat .+:\d+:\d+/);
    }
    expect(
      lines.some((line) => line.includes('"405 Method Not Allowed"') && line.includes('"path":"/about-us/"')),
    ).toBe(true);
  });
});
