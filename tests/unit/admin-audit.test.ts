import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { users } from "~/models/schema";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { findStaffAccount } from "~/models/accounts/staff.server";
import { loader as auditLoader } from "~/routes/admin+/audit";
import { startStaffSession } from "~/services/admin/access/session.server";
import { auditLogPage, recordAudit } from "~/services/admin/audit/audit.server";
import {
  AUDIT_PAGE_SIZE,
  auditPageHref,
  auditValueText,
  fieldChanges,
  parseAuditFilter,
} from "~/services/admin/audit/rules";
import { AUDIT_MESSAGES, AUDIT_TEXT } from "~/services/admin/audit/text";
import { fromNewZealand } from "~/services/platform/dates";
import { routeResponse } from "./support/route-response";

const ADMIN = DEMO_ACCOUNTS.find((account) => account.userType === "Admin")!;
const STAFF = DEMO_ACCOUNTS.find((account) => account.userType === "Staff")!;
const CHOICES = {
  actions: ["vehicle.move", "staff.create"],
  entityTypes: ["vehicle", "user"],
  actors: [ADMIN.email],
};

async function idOf(email: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

describe("audit filter", () => {
  it("reads the filter against the log's own choices and the calendar", () => {
    const ok = parseAuditFilter(
      new URLSearchParams({
        action: "vehicle.move",
        person: ADMIN.email,
        from: "2031-01-01",
        to: "2031-01-31",
      }),
      CHOICES,
    );
    expect(ok.query).toEqual({
      action: "vehicle.move",
      actorEmail: ADMIN.email,
      from: "2031-01-01",
      to: "2031-01-31",
    });
    const bad = parseAuditFilter(
      new URLSearchParams({ action: "drop table", entity: "vehicle", from: "2031-02-30", to: "" }),
      CHOICES,
    );
    expect(bad.query).toBeNull();
    expect(bad.errors).toEqual({ action: AUDIT_MESSAGES.choiceInvalid, from: AUDIT_MESSAGES.dateInvalid });
    expect(bad.form.entity).toBe("vehicle");
    const backwards = parseAuditFilter(
      new URLSearchParams({ from: "2031-02-02", to: "2031-02-01" }),
      CHOICES,
    );
    expect(backwards.errors).toEqual({ to: AUDIT_MESSAGES.toBeforeFrom });
  });

  it("keeps the filter in the page links", () => {
    const form = { action: "vehicle.move", entity: "", person: "", from: "", to: "" };
    expect(auditPageHref("/admin/audit/", form, 1)).toBe("/admin/audit/?action=vehicle.move");
    expect(auditPageHref("/admin/audit/", form, 3)).toBe("/admin/audit/?action=vehicle.move&page=3");
    expect(auditPageHref("/admin/audit/", { ...form, action: "" }, 1)).toBe("/admin/audit/");
  });
});

describe("before and after, side by side", () => {
  it("lists every field of either side, the changed ones marked", () => {
    expect(
      fieldChanges(
        { status: "in_service", branch: "AKL", odometer: 1000 },
        { status: "out_of_service", branch: "AKL", reason: "Windscreen" },
      ),
    ).toEqual([
      { field: "status", before: "in_service", after: "out_of_service", changed: true },
      { field: "branch", before: "AKL", after: "AKL", changed: false },
      { field: "odometer", before: "1000", after: AUDIT_TEXT.empty, changed: true },
      { field: "reason", before: AUDIT_TEXT.empty, after: "Windscreen", changed: true },
    ]);
    expect(fieldChanges(null, { code: "SUMMER" })).toEqual([
      { field: "code", before: AUDIT_TEXT.empty, after: "SUMMER", changed: true },
    ]);
  });

  it("writes values readably", () => {
    expect(auditValueText(["Auckland Airport", "Queenstown"])).toBe("Auckland Airport, Queenstown");
    expect(auditValueText(false)).toBe("false");
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
    expect(auditValueText(null)).toBe(AUDIT_TEXT.empty);
  });
});

describe("the audit log page", async () => {
  const adminId = await idOf(ADMIN.email);
  const staffId = await idOf(STAFF.email);
  const admin = { id: adminId, email: ADMIN.email };
  const staff = { id: staffId, email: STAFF.email };
  const at = (date: string) => fromNewZealand(date, "12:00");
  await recordAudit(admin, {
    action: "test.rate",
    entityType: "car_class",
    entityId: "B",
    before: { dailyRate: 60 },
    after: { dailyRate: 65 },
    occurredAt: at("2031-05-01"),
  });
  await recordAudit(staff, {
    action: "test.note",
    entityType: "reservation",
    entityId: "GO1234567",
    branchId: 2,
    after: { body: "Customer late" },
    reason: "Called ahead",
    occurredAt: at("2031-05-02"),
  });
  for (let index = 0; index < AUDIT_PAGE_SIZE + 2; index += 1)
    await recordAudit(staff, {
      action: "test.bulk",
      entityType: "vehicle",
      entityId: String(index),
      occurredAt: at("2031-04-01"),
    });

  it("shows the newest first and filters by action, record type, person and dates", async () => {
    const all = await auditLogPage(
      new Request("http://localhost/admin/audit/?from=2031-05-01&to=2031-05-02"),
    );
    expect(all.lines.map((line) => line.action)).toEqual(["test.note", "test.rate"]);
    expect(all.lines[0]).toMatchObject({ actorEmail: STAFF.email, reason: "Called ahead", branchId: 2 });
    expect(all.lines[0].branch).toEqual(expect.any(String));
    expect(all.lines[1].branch).toBeNull();
    const byPerson = await auditLogPage(
      new Request(`http://localhost/admin/audit/?person=${encodeURIComponent(ADMIN.email)}&from=2031-05-01`),
    );
    expect(byPerson.lines.map((line) => line.action)).toEqual(["test.rate"]);
    expect(byPerson.lines[0].changes).toEqual([
      { field: "dailyRate", before: "60", after: "65", changed: true },
    ]);
    const byEntity = await auditLogPage(
      new Request("http://localhost/admin/audit/?entity=reservation&to=2031-12-31"),
    );
    expect(byEntity.lines.every((line) => line.entityType === "reservation")).toBe(true);
    const oneDay = await auditLogPage(
      new Request("http://localhost/admin/audit/?from=2031-05-01&to=2031-05-01"),
    );
    expect(oneDay.lines.map((line) => line.action)).toEqual(["test.rate"]);
  });

  it("pages through a long log, keeping the filter", async () => {
    const first = await auditLogPage(new Request("http://localhost/admin/audit/?action=test.bulk"));
    expect(first).toMatchObject({ total: AUDIT_PAGE_SIZE + 2, page: 1, pageCount: 2, previous: null });
    expect(first.lines).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.next).toBe("/admin/audit/?action=test.bulk&page=2");
    const second = await auditLogPage(new Request(`http://localhost${first.next}`));
    expect(second.lines).toHaveLength(2);
    expect(second.previous).toBe("/admin/audit/?action=test.bulk");
  });

  it("answers a page that is not one with the site's 404, and Staff with the 404", async () => {
    const adminAccount = (await findStaffAccount(adminId))!;
    const adminCookie = (
      await startStaffSession(new Request("http://localhost/admin/sign-in/"), adminAccount)
    ).split(";")[0];
    const staffCookie = (
      await startStaffSession(new Request("http://localhost/admin/sign-in/"), { id: staffId, role: "Staff" })
    ).split(";")[0];
    const load = async (url: string, cookie: string) => {
      try {
        return await routeResponse(
          auditLoader({
            request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
            params: {},
            context: {},
          }),
        );
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    expect((await load("/admin/audit/", adminCookie)).status).toBe(200);
    expect((await load("/admin/audit/?action=test.bulk&page=9", adminCookie)).status).toBe(404);
    expect((await load("/admin/audit/?page=abc", adminCookie)).status).toBe(404);
    expect((await load("/admin/audit/?from=nope", adminCookie)).status).toBe(400);
    expect((await load("/admin/audit/", staffCookie)).status).toBe(404);
  });
});
