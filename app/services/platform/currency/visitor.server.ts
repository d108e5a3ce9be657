import { createCookie, redirect } from "@remix-run/node";
import { getConfig } from "~/config.server";
import { listCurrencyRates } from "~/models/catalog/currency-rates.server";
import { readFormData } from "../form-data.server";
import { safeRedirectPath } from "../routing";
import {
  BASE_CURRENCY,
  CURRENCY_COOKIE_MAX_AGE_SECONDS,
  CURRENCY_COOKIE_NAME,
  isCurrencyChoice,
  isVisitorCurrency,
  rateIsFresh,
  type CurrencyChoice,
  type VisitorCurrency,
} from "./currencies";

/**
 * The visitor's choice of currency, kept in a cookie of its own (a year, SameSite=Lax; ADR 0093):
 * not in the session, so choosing a currency starts no session and a guest's pages stay as light
 * as before. What the cookie holds is checked against the list on every read.
 */
function currencyCookie() {
  return createCookie(CURRENCY_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure: getConfig().secureCookies,
    path: "/",
    maxAge: CURRENCY_COOKIE_MAX_AGE_SECONDS,
  });
}

/** The currency the visitor chose; NZD when none, or when the cookie holds anything else. */
export async function readCurrencyChoice(request: Request): Promise<CurrencyChoice> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${CURRENCY_COOKIE_NAME}=`)) return BASE_CURRENCY;
  try {
    const value: unknown = await currencyCookie().parse(header);
    return isCurrencyChoice(value) ? value : BASE_CURRENCY;
  } catch {
    return BASE_CURRENCY;
  }
}

/**
 * The chosen currency with its rate, for the shell: null when the visitor keeps NZD, or when head
 * office has set no rate for it or set it more than RATE_MAX_AGE_DAYS ago (then nothing is
 * converted: a stale conversion is never shown).
 */
export async function loadVisitorCurrency(
  request: Request,
  now: Date = new Date(),
): Promise<VisitorCurrency | null> {
  const code = await readCurrencyChoice(request);
  if (!isVisitorCurrency(code)) return null;
  const rate = (await listCurrencyRates()).find((row) => row.currencyCode === code);
  if (!rate || !rateIsFresh(rate.setAt, now)) return null;
  const unitsPerNzd = Number(rate.unitsPerNzd);
  return Number.isFinite(unitsPerNzd) && unitsPerNzd > 0 ? { code, unitsPerNzd } : null;
}

/**
 * POST /currency/ (the chooser): keeps the chosen currency and sends the visitor back to
 * `redirectTo` (a path of this site, without the language prefix: Remix adds the basename), or
 * home when it is anything else. A currency not on the list is refused (400) and nothing is kept.
 */
export async function chooseCurrency(request: Request): Promise<Response> {
  const form = await readFormData(request);
  const currency = form?.get("currency");
  if (!isCurrencyChoice(currency)) return new Response("Unknown currency", { status: 400 });
  const to = safeRedirectPath(form?.get("redirectTo"), "/");
  return redirect(to, {
    status: 303,
    headers: { "Set-Cookie": await currencyCookie().serialize(currency) },
  });
}
