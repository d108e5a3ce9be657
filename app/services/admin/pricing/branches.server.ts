/**
 * /admin/branches/ (issue 21 item 7): opening hours (HH:MM; a closing time at or before the
 * opening time is after midnight, as Wellington's 01:00), the after-hours pick-up and drop-off
 * flags, and the promo bar head office shows instead of the content service's banner.
 */
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { inPricingTransaction, listBranchHours, setBranchHours } from "~/models/catalog/pricing-admin.server";
import {
  deleteSiteSetting,
  getSiteSetting,
  putSiteSetting,
  readSiteSettingNow,
  SITE_SETTING_KEYS,
} from "~/models/catalog/site-settings.server";
import { getContentClient } from "../../content/content-service.server";
import { promoBarOverrideFrom, promoBarSource } from "../../shell/promo-bar";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import type { BranchHoursInput, PromoBarInput } from "./forms";
import type { ChangeResult } from "./rates.server";
import { branchHoursMinutes, timeText } from "./rules";
import { PRICING_MESSAGES } from "./text";

export async function loadBranchesPage() {
  const [branches, banner, stored] = await Promise.all([
    listBranchHours(),
    getContentClient()
      .pageBanner()
      .catch(() => null),
    getSiteSetting(SITE_SETTING_KEYS.promoBar),
  ]);
  const override = promoBarOverrideFrom(stored);
  const shown = promoBarSource(banner, override);
  return {
    branches: branches.map((branch) => ({
      ...branch,
      openingTime: timeText(branch.openingMinutes),
      closingTime: timeText(branch.closingMinutes),
    })),
    promoBar: {
      fromAdmin: override !== null,
      enabled: shown?.enabled ?? false,
      title: shown?.content.title ?? "",
      url: shown?.content.url ?? "",
    },
  };
}

/** /admin/branches/'s view: the branches, the promo bar, the last change done, the branch being edited (`?branch=<id>`). */
export async function branchesPage(params: URLSearchParams) {
  const page = await loadBranchesPage();
  const editing = Number(params.get("branch"));
  return {
    ...page,
    done: params.get("done"),
    editBranch: Number.isInteger(editing) ? (page.branches.find((row) => row.id === editing) ?? null) : null,
  };
}
export type BranchesPage = Awaited<ReturnType<typeof branchesPage>>;

export async function changeBranchHours(actor: AuditActor, input: BranchHoursInput): Promise<ChangeResult> {
  const hours = branchHoursMinutes(input.openingTime, input.closingTime);
  if (!hours) return { ok: false, field: "closingTime", message: PRICING_MESSAGES.closingSameAsOpening };
  const change = {
    ...hours,
    isAllowedAfterHoursPickups: input.afterHoursPickups,
    isAllowedAfterHoursDroppedOff: input.afterHoursDropOffs,
  };
  const result = await inPricingTransaction(async (tx): Promise<ChangeResult> => {
    const before = await setBranchHours(tx, input.branchId, change);
    if (!before) return { ok: false, field: "openingTime", message: PRICING_MESSAGES.unknownItem };
    await recordAudit(
      actor,
      {
        action: "branch.hours",
        entityType: "branch",
        entityId: String(before.id),
        branchId: before.id,
        before: { ...before },
        after: { ...before, ...change },
      },
      tx,
    );
    return { ok: true };
  });
  clearCatalogCache();
  return result;
}

export async function savePromoBar(actor: AuditActor, input: PromoBarInput): Promise<void> {
  const after = { enabled: input.enabled, title: input.title, url: input.url };
  await inPricingTransaction(async (tx) => {
    const before = promoBarOverrideFrom(await readSiteSettingNow(SITE_SETTING_KEYS.promoBar, tx));
    await putSiteSetting(SITE_SETTING_KEYS.promoBar, after, tx);
    await recordAudit(
      actor,
      {
        action: "content.promo-bar",
        entityType: "site_setting",
        entityId: SITE_SETTING_KEYS.promoBar,
        before,
        after,
      },
      tx,
    );
  });
  clearCatalogCache();
}

/** Back to the content service's banner. */
export async function resetPromoBar(actor: AuditActor): Promise<void> {
  await inPricingTransaction(async (tx) => {
    const before = promoBarOverrideFrom(await readSiteSettingNow(SITE_SETTING_KEYS.promoBar, tx));
    if (!before) return;
    await deleteSiteSetting(SITE_SETTING_KEYS.promoBar, tx);
    await recordAudit(
      actor,
      {
        action: "content.promo-bar.reset",
        entityType: "site_setting",
        entityId: SITE_SETTING_KEYS.promoBar,
        before,
        after: null,
      },
      tx,
    );
  });
  clearCatalogCache();
}
