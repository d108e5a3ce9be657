/**
 * /admin/rates/ (issue 21 item 4): class daily rates, seasons, extras and insurance prices and the
 * one-way fees. Each change is written with its audit line in one transaction, then this process's
 * catalogue cache is cleared so that its next search is priced with it; the other web processes
 * follow within CATALOG_CACHE_SECONDS (ADR 0061). Reservations and quotes keep the price breakdown
 * they were given: nothing here prices them again.
 */
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { nowInNewZealand } from "~/models/nz-clock";
import {
  getSeasonForUpdate,
  inPricingTransaction,
  insertSeason,
  listClassRates,
  listExtraPrices,
  listInsurancePrices,
  listSeasonsNow,
  setClassRate,
  setExtraPrice,
  setInsurancePrice,
  updateSeason,
  getExtraPrice,
} from "~/models/catalog/pricing-admin.server";
import { listBranches } from "~/models/catalog/branches.server";
import { putSiteSetting, readSiteSettingNow, SITE_SETTING_KEYS } from "~/models/catalog/site-settings.server";
import { loadOneWayFees, oneWayFeesFrom } from "../../booking/pricing/one-way-fees.server";
import { addDays } from "../../booking/search/links";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import type {
  ClassRateInput,
  ExtraPriceInput,
  InsurancePriceInput,
  OneWayFeesInput,
  SeasonInput,
} from "./forms";
import { parseBranchCodes, seasonCode, seasonEnd } from "./rules";
import { PRICING_MESSAGES } from "./text";

/** A change refused beside a field, or done. */
export type ChangeResult = { ok: true } | { ok: false; field: string; message: string };

const refused = (field: string, message: string): ChangeResult => ({ ok: false, field, message });

export async function loadRatesPage(now: Date = new Date()) {
  const [classes, seasons, extras, insurance, oneWayFees, branches] = await Promise.all([
    listClassRates(),
    listSeasonsNow(),
    listExtraPrices(),
    listInsurancePrices(),
    loadOneWayFees(),
    listBranches(),
  ]);
  return {
    classes,
    seasons,
    extras,
    insurance,
    oneWayFees,
    branchCodes: branches.map((branch) => branch.code),
    /** New Zealand date: a season that ended before it has no "End" button. */
    today: nowInNewZealand(now).date,
  };
}

/**
 * /admin/rates/'s view: the prices, the last change done (`?done=`), and the season being edited
 * (`?season=<code>`; none, or an unknown code, shows the form for a new one).
 */
export async function ratesPage(params: URLSearchParams, now: Date = new Date()) {
  const page = await loadRatesPage(now);
  const editing = params.get("season");
  return {
    ...page,
    done: params.get("done"),
    editSeason: editing ? (page.seasons.find((row) => row.code === editing) ?? null) : null,
    newSeason: params.has("new-season"),
  };
}
export type RatesPage = Awaited<ReturnType<typeof ratesPage>>;

async function done<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  clearCatalogCache();
  return result;
}

export async function changeClassRate(actor: AuditActor, input: ClassRateInput): Promise<ChangeResult> {
  return done(
    inPricingTransaction(async (tx) => {
      const before = await setClassRate(tx, input.classCode, input.dailyRate);
      if (!before) return refused("dailyRate", PRICING_MESSAGES.unknownItem);
      await recordAudit(
        actor,
        {
          action: "rate.class",
          entityType: "car_class",
          entityId: before.classCode,
          before: { dailyRate: before.dailyRate },
          after: { dailyRate: input.dailyRate },
        },
        tx,
      );
      return { ok: true } as const;
    }),
  );
}

/** Creates a season (no code) or changes one; its branches must be known codes. */
export async function saveSeason(actor: AuditActor, input: SeasonInput): Promise<ChangeResult> {
  const known = new Set((await listBranches()).map((branch) => branch.code));
  const codes = parseBranchCodes(input.branchCodes);
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0)
    return refused("branchCodes", PRICING_MESSAGES.branchCodesUnknown(unknown.join(", ")));
  const values = {
    name: input.name,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    multiplier: input.multiplier,
    branchCodes: codes.length > 0 ? codes : null,
    priority: input.priority,
  };
  return done(
    inPricingTransaction(async (tx) => {
      if (input.code) {
        const before = await getSeasonForUpdate(tx, input.code);
        if (!before) return refused("name", PRICING_MESSAGES.unknownItem);
        await updateSeason(tx, input.code, values);
        await recordAudit(
          actor,
          {
            action: "rate.season",
            entityType: "rate_season",
            entityId: input.code,
            before,
            after: { code: input.code, ...values },
          },
          tx,
        );
        return { ok: true } as const;
      }
      const code = seasonCode(input.name, input.startsOn);
      // The same name and start twice (a double submit) is one season: the second insert does nothing.
      if (!(await insertSeason(tx, { code, ...values }))) return { ok: true } as const;
      await recordAudit(
        actor,
        {
          action: "rate.season.create",
          entityType: "rate_season",
          entityId: code,
          before: null,
          after: { code, ...values },
        },
        tx,
      );
      return { ok: true } as const;
    }),
  );
}

/** Ends a season today (see seasonEnd); ending it again does nothing. */
export async function endSeason(
  actor: AuditActor,
  code: string,
  now: Date = new Date(),
): Promise<ChangeResult> {
  const today = nowInNewZealand(now).date;
  const yesterday = addDays(today, -1);
  return done(
    inPricingTransaction(async (tx) => {
      const before = await getSeasonForUpdate(tx, code);
      if (!before) return { ok: true } as const;
      const end = seasonEnd(before, today, yesterday);
      if (!end) return { ok: true } as const;
      await updateSeason(tx, code, { ...before, ...end });
      await recordAudit(
        actor,
        {
          action: "rate.season.end",
          entityType: "rate_season",
          entityId: code,
          before,
          after: { ...before, ...end },
        },
        tx,
      );
      return { ok: true } as const;
    }),
  );
}

export async function changeExtraPrice(actor: AuditActor, input: ExtraPriceInput): Promise<ChangeResult> {
  const current = await getExtraPrice(input.code);
  if (!current) return refused("price", PRICING_MESSAGES.unknownItem);
  if (input.cap !== null && current.pricing !== "per_day")
    return refused("cap", PRICING_MESSAGES.capNotForPerRental);
  if (input.cap !== null && input.cap < input.price) return refused("cap", PRICING_MESSAGES.capBelowPrice);
  return done(
    inPricingTransaction(async (tx) => {
      const before = await setExtraPrice(tx, input.code, { price: input.price, cap: input.cap });
      if (!before) return refused("price", PRICING_MESSAGES.unknownItem);
      await recordAudit(
        actor,
        {
          action: "rate.extra",
          entityType: "extra",
          entityId: input.code,
          before: { price: before.price, cap: before.cap },
          after: { price: input.price, cap: input.cap },
        },
        tx,
      );
      return { ok: true } as const;
    }),
  );
}

export async function changeInsurancePrice(
  actor: AuditActor,
  input: InsurancePriceInput,
): Promise<ChangeResult> {
  const change = { dailyPrice: input.dailyPrice, excess: input.excess, bond: input.bond };
  return done(
    inPricingTransaction(async (tx) => {
      const before = await setInsurancePrice(tx, input.code, change);
      if (!before) return refused("dailyPrice", PRICING_MESSAGES.unknownItem);
      await recordAudit(
        actor,
        {
          action: "rate.insurance",
          entityType: "insurance_option",
          entityId: input.code,
          before: { dailyPrice: before.dailyPrice, excess: before.excess, bond: before.bond },
          after: change,
        },
        tx,
      );
      return { ok: true } as const;
    }),
  );
}

export async function changeOneWayFees(actor: AuditActor, input: OneWayFeesInput): Promise<ChangeResult> {
  const after = { sameCity: input.sameCity, sameIsland: input.sameIsland, interIsland: input.interIsland };
  return done(
    inPricingTransaction(async (tx) => {
      const before = oneWayFeesFrom(await readSiteSettingNow(SITE_SETTING_KEYS.oneWayFees, tx));
      await putSiteSetting(SITE_SETTING_KEYS.oneWayFees, after, tx);
      await recordAudit(
        actor,
        {
          action: "rate.one-way-fees",
          entityType: "site_setting",
          entityId: SITE_SETTING_KEYS.oneWayFees,
          before,
          after,
        },
        tx,
      );
      return { ok: true } as const;
    }),
  );
}
