/**
 * /admin/deals/ (issue 21 item 5): hot deals and relocations created, changed and ended by head
 * office. The form's schema refuses what the table's checks would (a relocation to the same
 * branch, a window ending before it starts), and the branches and class are checked here, so no
 * input reaches the database as an error. Ending switches the deal off (is_active), keeping the
 * row for the bookings that used it.
 */
import { randomBytes } from "node:crypto";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { listBranches } from "~/models/catalog/branches.server";
import { listCarClasses } from "~/models/catalog/car-classes.server";
import { nowInNewZealand } from "~/models/nz-clock";
import {
  getDealForUpdate,
  inPricingTransaction,
  insertDeal,
  listDealsNow,
  updateDeal,
} from "~/models/catalog/pricing-admin.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import type { DealInput } from "./forms";
import type { ChangeResult } from "./rates.server";
import { dealCode, dealIsLive } from "./rules";
import { PRICING_MESSAGES } from "./text";

export async function loadDealsPage(now: Date = new Date()) {
  const today = nowInNewZealand(now).date;
  const [deals, branches, classes] = await Promise.all([
    listDealsNow(),
    listBranches(),
    listCarClasses({ includeInvisible: true }),
  ]);
  return {
    formKey: randomBytes(8).toString("hex"),
    deals: deals.map((deal) => ({ ...deal, live: dealIsLive(deal, today) })),
    branches: branches.map((branch) => ({ id: branch.id, code: branch.code, name: branch.name })),
    classes: classes.map((carClass) => ({
      id: carClass.carClassId,
      code: carClass.classCode,
      name: carClass.name,
    })),
  };
}

/** /admin/deals/'s view: the deals, the last change done (`?done=`), the deal being edited (`?deal=<id>`). */
export async function dealsPage(params: URLSearchParams, now: Date = new Date()) {
  const page = await loadDealsPage(now);
  const editing = Number(params.get("deal"));
  return {
    ...page,
    done: params.get("done"),
    editDeal: Number.isInteger(editing) ? (page.deals.find((row) => row.id === editing) ?? null) : null,
  };
}
export type DealsPage = Awaited<ReturnType<typeof dealsPage>>;

/** Creates a deal (no id) or changes one. */
export async function saveDeal(
  actor: AuditActor,
  input: DealInput,
  now: Date = new Date(),
): Promise<ChangeResult> {
  const [branches, classes] = await Promise.all([listBranches(), listCarClasses({ includeInvisible: true })]);
  const pickup = branches.find((branch) => branch.id === input.pickupBranchId);
  const dropOff = branches.find((branch) => branch.id === input.dropOffBranchId);
  const carClass = classes.find((candidate) => candidate.carClassId === input.carClassId);
  if (!carClass) return { ok: false, field: "carClassId", message: PRICING_MESSAGES.classRequired };
  if (!pickup) return { ok: false, field: "pickupBranchId", message: PRICING_MESSAGES.branchRequired };
  if (!dropOff) return { ok: false, field: "dropOffBranchId", message: PRICING_MESSAGES.branchRequired };
  const values = {
    dealType: input.dealType,
    carClassId: input.carClassId,
    pickupBranchId: input.pickupBranchId,
    dropOffBranchId: input.dropOffBranchId,
    validFrom: input.validFrom,
    validTo: input.validTo,
    dailyRate: input.dailyRate,
    freeDays: input.freeDays,
    minDays: input.minDays,
    maxDays: input.maxDays,
    description: input.description,
  };
  const result = await inPricingTransaction(async (tx): Promise<ChangeResult> => {
    if (input.id !== null) {
      const before = await getDealForUpdate(tx, input.id);
      if (!before) return { ok: false, field: "description", message: PRICING_MESSAGES.unknownItem };
      await updateDeal(tx, input.id, values);
      await recordAudit(
        actor,
        {
          action: "deal.update",
          entityType: "hot_deal",
          entityId: String(input.id),
          branchId: input.pickupBranchId,
          before,
          after: { ...before, ...values },
        },
        tx,
      );
      return { ok: true };
    }
    const stamp = input.formKey ?? now.getTime().toString(36);
    const code = dealCode(input.dealType, pickup.code, dropOff.code, carClass.classCode, stamp);
    const row = await insertDeal(tx, code, { ...values, isActive: true });
    if (!row) return { ok: true };
    await recordAudit(
      actor,
      {
        action: "deal.create",
        entityType: "hot_deal",
        entityId: String(row.id),
        branchId: row.pickupBranchId,
        before: null,
        after: row,
      },
      tx,
    );
    return { ok: true };
  });
  clearCatalogCache();
  return result;
}

/** Ends a deal: new searches no longer offer it. Ending it again does nothing. */
export async function endDeal(actor: AuditActor, id: number): Promise<void> {
  await inPricingTransaction(async (tx) => {
    const before = await getDealForUpdate(tx, id);
    if (!before || !before.isActive) return;
    await updateDeal(tx, id, { isActive: false });
    await recordAudit(
      actor,
      {
        action: "deal.end",
        entityType: "hot_deal",
        entityId: String(id),
        branchId: before.pickupBranchId,
        before,
        after: { ...before, isActive: false },
      },
      tx,
    );
  });
  clearCatalogCache();
}
