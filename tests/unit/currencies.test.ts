import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { auditEvents, currencyRates } from "~/models/schema";
import { action as adminAction, loader as adminLoader } from "~/routes/admin+/currencies";
import { action as chooseAction } from "~/routes/_site+/currency";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { CURRENCIES_MESSAGES as M, CURRENCIES_TEXT } from "~/services/admin/currencies/text";
import {
  CURRENCY_COOKIE_MAX_AGE_SECONDS,
  CURRENCY_PATH,
  formatInCurrency,
  RATE_BOUNDS,
  rateIsFresh,
  type VisitorCurrency,
} from "~/services/platform/currency/currencies";
import { loadVisitorCurrency, readCurrencyChoice } from "~/services/platform/currency/visitor.server";
import { callRoute, staffCookie } from "./support/admin-call";
import { cookieHeaderFrom, setCookieList } from "./support/cookies";
import { newStaff } from "./support/staff";

const DAY_MS = 24 * 3600 * 1000;
const at = (code: VisitorCurrency["code"], unitsPerNzd: number): VisitorCurrency => ({ code, unitsPerNzd });

describe("an NZD amount in the visitor's currency", () => {
  it("rounds to cents, and yen and won to whole units", () => {
    expect(formatInCurrency(100, at("AUD", 0.912345))).toBe("A$91.23");
    expect(formatInCurrency(89.5, at("USD", 0.6))).toBe("US$53.70");
    // 0.1 * 0.45 is 0.045000000000000005 in binary: still 5 cents, not 4 or 6.
    expect(formatInCurrency(0.1, at("GBP", 0.45))).toBe("£0.05");
    expect(formatInCurrency(1234.5, at("EUR", 0.55))).toBe("€678.98");
    expect(formatInCurrency(89.5, at("CNY", 4.2))).toBe("CN¥375.90");
    expect(formatInCurrency(89.5, at("JPY", 123.45))).toBe("JP¥11,049");
    expect(formatInCurrency(89.5, at("KRW", 812.5))).toBe("₩72,719");
  });

  it("formats in the page's locale when it is given one", () => {
    expect(formatInCurrency(1234.5, at("EUR", 1), "de-DE")).toBe("1.234,50\u00a0€");
  });
});

describe("the 7-day rule", () => {
  const now = new Date("2026-11-29T00:00:00Z");
  it("shows a rate set up to 7 days ago, not one set longer ago", () => {
    expect(rateIsFresh(new Date(now.getTime() - 7 * DAY_MS), now)).toBe(true);
    expect(rateIsFresh(new Date(now.getTime() - 7 * DAY_MS - 1000), now)).toBe(false);
  });
});

describe("/admin/currencies/", () => {
  async function post(cookie: string, form: Record<string, string>) {
    return callRoute(adminAction, ADMIN_PATHS.currencies, cookie, { form });
  }

  it("lets an Admin set a rate, audited, and visitors who chose it see it at once", async () => {
    const admin = await newStaff("Admin", []);
    const cookie = await staffCookie(admin);
    const visitor = new Request("http://localhost/", { headers: { Cookie: "" } });
    const chosen = await chooseAction({
      request: formRequest({ currency: "AUD", redirectTo: "/vehicles/" }),
      params: {},
      context: {},
    });
    const visitorCookie = cookieHeaderFrom(chosen.headers);
    const asVisitor = new Request("http://localhost/vehicles/", { headers: { Cookie: visitorCookie } });
    expect(await loadVisitorCurrency(visitor)).toBeNull();
    const before = await loadVisitorCurrency(asVisitor);

    const saved = await post(cookie, { currency: "AUD", unitsPerNzd: "0.9123" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`${ADMIN_PATHS.currencies}?done=saved`);

    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "currency_rate"), eq(auditEvents.entityId, "AUD")));
    expect(audit).toMatchObject({ actorUserId: admin.id, action: "currency_rate.set" });
    expect(audit.after).toMatchObject({ unitsPerNzd: "0.9123" });

    // The cache was cleared: the visitor who chose AUD sees the new rate on the next page.
    expect(before).toBeNull();
    expect(await loadVisitorCurrency(asVisitor)).toEqual({ code: "AUD", unitsPerNzd: 0.9123 });

    const page = await callRoute(adminLoader, ADMIN_PATHS.currencies, cookie);
    const data = (await page.json()) as {
      currencies: { code: string; unitsPerNzd: string; setBy: string }[];
    };
    expect(data.currencies.find((row) => row.code === "AUD")).toMatchObject({
      unitsPerNzd: "0.9123",
      setBy: admin.email,
      shown: true,
    });
  });

  it("hides a rate older than 7 days from visitors and marks it on the page", async () => {
    const admin = await newStaff("Admin", []);
    const cookie = await staffCookie(admin);
    await post(cookie, { currency: "JPY", unitsPerNzd: "90" });
    const db = await getDb();
    await db
      .update(currencyRates)
      .set({ setAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(currencyRates.currencyCode, "JPY"));
    const { clearCatalogCache } = await import("~/models/catalog/catalog-cache.server");
    clearCatalogCache();
    const chosen = await chooseAction({ request: formRequest({ currency: "JPY" }), params: {}, context: {} });
    const asVisitor = new Request("http://localhost/", {
      headers: { Cookie: cookieHeaderFrom(chosen.headers) },
    });
    expect(await readCurrencyChoice(asVisitor)).toBe("JPY");
    expect(await loadVisitorCurrency(asVisitor)).toBeNull();
    const page = await callRoute(adminLoader, ADMIN_PATHS.currencies, cookie);
    const data = (await page.json()) as { currencies: { code: string; shown: boolean }[] };
    expect(data.currencies.find((row) => row.code === "JPY")?.shown).toBe(false);
    expect(CURRENCIES_TEXT.notShown).toBe("not shown to visitors");
  });

  it("refuses Staff as other Admin pages do: the site's 404, nothing saved", async () => {
    const staff = await newStaff("Staff", ["AKL"]);
    const cookie = await staffCookie(staff);
    expect((await callRoute(adminLoader, ADMIN_PATHS.currencies, cookie)).status).toBe(404);
    expect((await post(cookie, { currency: "USD", unitsPerNzd: "0.6" })).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(currencyRates).where(eq(currencyRates.currencyCode, "USD"))).toEqual([]);
  });

  it("answers bad input beside the field (422), the value kept, nothing saved", async () => {
    const admin = await newStaff("Admin", []);
    const cookie = await staffCookie(admin);
    const cases: [Record<string, string>, string][] = [
      [{ currency: "GBP", unitsPerNzd: "" }, M.rateRequired],
      [{ currency: "GBP", unitsPerNzd: "-0.4" }, M.rateInvalid],
      [{ currency: "GBP", unitsPerNzd: "abc" }, M.rateInvalid],
      [{ currency: "GBP", unitsPerNzd: "0" }, M.rateInvalid],
      [
        { currency: "GBP", unitsPerNzd: "47" },
        M.rateOutOfBounds("GBP", RATE_BOUNDS.GBP.min, RATE_BOUNDS.GBP.max),
      ],
    ];
    for (const [form, message] of cases) {
      const answer = await post(cookie, form);
      expect(answer.status, JSON.stringify(form)).toBe(422);
      const body = (await answer.json()) as {
        fieldErrors: Record<string, string>;
        repopulateFields: unknown;
      };
      expect(body.fieldErrors.unitsPerNzd).toBe(message);
      expect(body.repopulateFields).toMatchObject({ unitsPerNzd: form.unitsPerNzd });
    }
    const unknown = await post(cookie, { currency: "XYZ", unitsPerNzd: "1" });
    expect(unknown.status).toBe(422);
    const db = await getDb();
    expect(await db.select().from(currencyRates).where(eq(currencyRates.currencyCode, "GBP"))).toEqual([]);
  });
});

function formRequest(form: Record<string, string>): Request {
  return new Request(`http://localhost${CURRENCY_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
}

describe("POST /currency/", () => {
  it("keeps a chosen currency for a year (SameSite=Lax) and goes back to the page", async () => {
    const answer = await chooseAction({
      request: formRequest({ currency: "EUR", redirectTo: "/vehicles/?pickup=AKL" }),
      params: {},
      context: {},
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/vehicles/?pickup=AKL");
    const [cookie] = setCookieList(answer.headers);
    expect(cookie).toMatch(/^currency=/);
    expect(cookie).toContain(`Max-Age=${CURRENCY_COOKIE_MAX_AGE_SECONDS}`);
    expect(cookie).toContain("SameSite=Lax");
  });

  it("refuses a currency not on the list (400, nothing kept)", async () => {
    const answer = await chooseAction({
      request: formRequest({ currency: "BTC", redirectTo: "/" }),
      params: {},
      context: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  it("never redirects off the site: an unsafe redirectTo goes home", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const answer = await chooseAction({
        request: formRequest({ currency: "USD", redirectTo }),
        params: {},
        context: {},
      });
      expect(answer.headers.get("Location"), redirectTo).toBe("/");
    }
  });

  it("reads a cookie holding anything else as NZD", async () => {
    const forged = new Request("http://localhost/", {
      headers: { Cookie: `currency=${btoa(JSON.stringify("BTC"))}` },
    });
    expect(await readCurrencyChoice(forged)).toBe("NZD");
    expect(
      await readCurrencyChoice(new Request("http://localhost/", { headers: { Cookie: "currency=%%%" } })),
    ).toBe("NZD");
  });
});
