import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { findStaffAccount } from "~/models/accounts/staff.server";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { clearCatalogCache } from "~/models/catalog/catalog-cache.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { getDb } from "~/models/db.server";
import { listAuditEvents } from "~/models/operations/audit-events.server";
import { listOutbox } from "~/models/operations/mail-outbox.server";
import { approvePayment, createPayment } from "~/models/reservations/payments.server";
import { closeRental, insertRental } from "~/models/reservations/rentals.server";
import { updateReservation } from "~/models/reservations/reservations.server";
import { reservations, staffBranches, users, vehicles } from "~/models/schema";
import { loader as agreementPdfLoader } from "~/routes/admin+/bookings+/$reference_.agreement[.pdf]";
import { loader as customerAgreementLoader } from "~/routes/_manage+/manage-booking+/agreement[.pdf]";
import { startStaffSession } from "~/services/admin/access/session.server";
import { signAtCounter } from "~/services/admin/bookings/agreement.server";
import { counterReservation, type CounterStaff } from "~/services/admin/bookings/reservation.server";
import { confirmReservation, holdVehicle } from "~/services/booking/availability/claims.server";
import {
  agreementPdfOf,
  customerDocumentResponse,
  invoicePdfOf,
  loadAgreement,
} from "~/services/changes/agreement/agreement.server";
import { grantAccess } from "~/services/changes/found-bookings.server";
import { getSession } from "~/services/platform/session.server";
import {
  buildAgreementContent,
  buildInvoice,
  validateSignature,
  type AgreementFacts,
} from "~/services/changes/agreement/rules";
import { AGREEMENT_KEY_TERMS, AGREEMENT_TEXT as T } from "~/services/changes/agreement/text";
import { formatMoney } from "~/services/platform/money";

const HOUR = 3600 * 1000;
let count = 0;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

async function newStaff(branchCode: string): Promise<CounterStaff> {
  const db = await getDb();
  count += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `agreement.${Date.now()}.${count}@gorentals.example.co.nz`,
      passwordHash: "x",
      firstName: "Mere",
      lastName: `Counter${count}`,
      country: "NZ",
      userType: "Staff",
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  await db
    .insert(staffBranches)
    .values({ userId: row.id, branchId: (await getBranchByCode(branchCode))!.id });
  return (await findStaffAccount(row.id))!;
}

/** A confirmed, card-paid booking at `code`, its car handed over two hours ago (the counter's row). */
async function pickedUp(code: string) {
  const now = new Date();
  const branch = (await getBranchByCode(code))!;
  const carClass = (await getCarClassByCode("5"))!;
  count += 1;
  const n = count;
  const db = await getDb();
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      fleetNumber: `AGREE-${count}`,
      registration: `AGR${count}`,
      branchId: branch.id,
      carClassId: carClass.carClassId,
      odometerKm: 12_000,
    })
    .returning();
  clearCatalogCache();
  const pickupAt = new Date(now.getTime() + (200 + count) * HOUR);
  const held = await holdVehicle({
    carClassId: carClass.carClassId,
    pickupBranchId: branch.id,
    dropOffBranchId: branch.id,
    pickupAt,
    dropOffAt: new Date(pickupAt.getTime() + 3 * 24 * HOUR),
    now,
  });
  if (!held.ok) throw new Error("expected a hold");
  await updateReservation(held.reservation.id, {
    customerDetails: {
      firstName: "Aroha",
      lastName: `Renter${count}`,
      email: `renter-${count}@example.co.nz`,
      phone: "021 555 1234",
      country: "New Zealand",
      travelReason: "Leisure",
    },
  });
  const confirmed = await confirmReservation(held.reservation.id, { now: new Date(now.getTime() + 1000) });
  if (!confirmed.ok) throw new Error("expected a confirmation");
  const { payment } = await createPayment({
    reservationId: held.reservation.id,
    method: "credit-card",
    amount: 400,
    idempotencyKey: `agreement-test:${held.reservation.id}`,
  });
  await approvePayment(payment.id, { providerReference: `sbx_agreement_${count}`, cardLast4: "4242" });
  const staff = await newStaff(code);
  await db.transaction(async (tx) => {
    const opened = await insertRental(tx, {
      reservationId: held.reservation.id,
      vehicleId: vehicle.id,
      pickedUpAt: new Date(now.getTime() - 2 * HOUR),
      pickedUpByUserId: staff.id,
      pickupOdometerKm: 12_345,
      pickupFuelPercent: 80,
      pickupChecks: { licenceSeen: true, cardSeen: true, damageWalkaround: true },
    });
    if (!opened.ok) throw new Error("expected a rental");
  });
  return {
    id: held.reservation.id,
    reference: held.reservation.reference,
    renter: `Aroha Renter${n}`,
    email: `renter-${n}@example.co.nz`,
    registration: vehicle.registration,
    staff,
    branchId: branch.id,
  };
}

const facts = (overrides: Partial<AgreementFacts> = {}): AgreementFacts => ({
  reference: "GO1234567",
  pickedUpAt: "2026-12-01T21:00:00.000Z",
  customer: { firstName: "Aroha", lastName: "Ngata", email: "aroha@example.co.nz", phone: "021 555 0000" },
  checkIn: null,
  vehicle: { className: "Toyota Corolla", registration: "ABC123", fleetNumber: "AKL-5-01", electric: false },
  odometerKm: 12_345,
  fuelPercent: 80,
  pickup: { branch: "Auckland Airport", at: "Wed 2 Dec 2026, 10:00 AM" },
  dropOff: { branch: "Queenstown", at: "Sat 5 Dec 2026, 10:00 AM" },
  lines: [
    { label: "Vehicle, 3 days", amount: 240 },
    { label: "One-way fee", amount: 150 },
  ],
  total: 390,
  cover: { name: "Premium cover", excess: 500, bond: 200 },
  bondHold: null,
  when: (iso) => `at ${iso}`,
  ...overrides,
});

describe("what the rental agreement holds", () => {
  it("holds the renter, car, readings, branches, rates, cover, excess, bond and the key terms", () => {
    const content = buildAgreementContent(facts());
    expect(content).toMatchObject({
      reference: "GO1234567",
      renter: { name: "Aroha Ngata", email: "aroha@example.co.nz", phone: "021 555 0000" },
      vehicle: { registration: "ABC123" },
      odometerKm: 12_345,
      energy: { label: T.fuel, percent: 80 },
      pickup: "Auckland Airport, Wed 2 Dec 2026, 10:00 AM",
      dropOff: "Queenstown, Sat 5 Dec 2026, 10:00 AM",
      rates: [
        { label: "Vehicle, 3 days", value: formatMoney(240) },
        { label: "One-way fee", value: formatMoney(150) },
      ],
      total: formatMoney(390),
      cover: { name: "Premium cover", excess: formatMoney(500) },
      bond: T.bondToHold(formatMoney(200)),
      onlineAcceptance: null,
    });
    expect(content.keyTerms).toEqual([...AGREEMENT_KEY_TERMS]);
  });

  it("takes the renter and drivers from online check-in, the bond held, and the charge of an electric car", () => {
    const content = buildAgreementContent(
      facts({
        vehicle: { className: "Tesla Model 3", registration: "EV1", fleetNumber: "AKL-EV-1", electric: true },
        bondHold: { amount: 500, last4: "4242" },
        checkIn: {
          hirer: {
            firstName: "Tama",
            lastName: "Hēnare",
            dateOfBirth: "01-02-1990",
            address: "1 Queen Street",
            city: "Auckland",
            postcode: "1010",
            country: "New Zealand",
            phone: "021 555 9999",
          },
          drivers: [
            {
              name: "Tama Hēnare",
              dateOfBirth: "01-02-1990",
              licenceNumber: "DL123456",
              licenceExpiry: "01-02-2030",
              licenceCountry: "New Zealand",
            },
          ],
          agreement: { signedName: "Tama Hēnare", signedAt: "2026-11-30T01:00:00.000Z" },
        },
      }),
    );
    expect(content.renter).toMatchObject({
      name: "Tama Hēnare",
      phone: "021 555 9999",
      dateOfBirth: "01-02-1990",
    });
    expect(content.drivers).toEqual([`Tama Hēnare, ${T.licence("DL123456", "New Zealand", "01-02-2030")}`]);
    expect(content.energy).toEqual({ label: T.charge, percent: 80 });
    expect(content.bond).toBe(T.bondHeld(formatMoney(500), "4242"));
    expect(content.onlineAcceptance).toBe(T.signedOnline("Tama Hēnare", "at 2026-11-30T01:00:00.000Z"));
  });
});

describe("signing", () => {
  it("needs the renter's full name and the tick; a drawing must be a PNG", () => {
    expect(
      validateSignature({ typedName: "someone else", accept: false, signatureImage: "" }, "Aroha Ngata"),
    ).toEqual({
      ok: false,
      errors: { typedName: T.typedNameMismatch("Aroha Ngata"), accept: T.acceptRequired },
    });
    expect(
      validateSignature(
        { typedName: "aroha ngata", accept: true, signatureImage: "data:text/html,<b>" },
        "Aroha Ngata",
      ),
    ).toEqual({ ok: false, errors: { signatureImage: T.signatureInvalid } });
    expect(
      validateSignature({ typedName: " aroha  NGATA ", accept: true, signatureImage: "" }, "Aroha Ngata"),
    ).toEqual({
      ok: true,
      typedName: "aroha NGATA",
      signatureImage: null,
    });
  });
});

describe("the final invoice", () => {
  it("lists every charge and payment; a bond and an unpaid transfer are not paid; the balance is what is left", () => {
    const invoice = buildInvoice({
      reference: "GO1234567",
      issuedAt: "Sat 5 Dec 2026",
      renter: "Aroha Ngata",
      vehicle: "Toyota Corolla, ABC123",
      pickup: "Auckland Airport",
      returned: "Queenstown",
      odometer: { pickup: 12_000, return: 12_400 },
      energy: { electric: false, pickup: 100, return: 70 },
      bookingLines: [{ label: "Vehicle, 3 days", amount: 400 }],
      bookingTotal: 400,
      returnCharges: [{ label: "Cleaning", amount: 20 }],
      payments: [
        { at: "1 Dec", purpose: "booking", method: "Card", status: "approved", amount: 400, refund: false },
        { at: "2 Dec", purpose: "bond", method: "Card", status: "authorised", amount: 500, refund: false },
        {
          at: "3 Dec",
          purpose: "change",
          method: "Bank transfer",
          status: "pending",
          amount: 50,
          refund: false,
        },
        { at: "4 Dec", purpose: "refund", method: "Card", status: "refunded", amount: 10, refund: true },
      ],
    });
    expect(invoice.chargesTotal).toBe(formatMoney(420));
    expect(invoice.payments.map((line) => line.value)).toEqual([formatMoney(400), formatMoney(-10)]);
    expect(invoice.paidTotal).toBe(formatMoney(390));
    expect(invoice.balance).toBe(formatMoney(30));
    expect(invoice.readings).toContainEqual({ label: T.kmDriven, value: T.km(400) });
  });
});

describe("at the counter", () => {
  it("has no agreement before the pick-up; signed once, audited once, emailed once with a real PDF", async () => {
    const made = await pickedUp("AKL");
    const reservation = await counterReservation(made.staff, made.reference);
    const draft = await loadAgreement(reservation);
    expect(draft?.signature).toBeNull();
    expect(draft?.content).toMatchObject({
      odometerKm: 12_345,
      vehicle: { registration: made.registration },
    });

    const refused = await signAtCounter(made.staff, reservation, {
      typedName: "Someone Else",
      accept: "yes",
      signatureImage: "",
    });
    expect(refused).toEqual({ kind: "invalid", errors: { typedName: T.typedNameMismatch(made.renter) } });

    const input = { typedName: made.renter, accept: "yes" as const, signatureImage: "" };
    const results = await Promise.all([
      signAtCounter(made.staff, reservation, input),
      signAtCounter(made.staff, reservation, input),
    ]);
    expect(results.filter((result) => result.kind === "signed" && result.firstTime)).toHaveLength(1);
    const audit = await listAuditEvents({ entityType: "reservation", entityId: made.id, limit: 20 });
    expect(audit.filter((event) => event.action === "booking.agreement-signed")).toHaveLength(1);
    const mails = (await listOutbox()).filter((mail) => mail.to === made.email);
    expect(mails.map((mail) => mail.subject)).toEqual([T.mailSubject(made.reference)]);

    const db = await getDb();
    // Frozen as signed: a later change to the booking does not rewrite it.
    await db.update(reservations).set({ total: 9999 }).where(eq(reservations.id, made.id));
    const text = await pdfText((await agreementPdfOf(await counterReservation(made.staff, made.reference)))!);
    expect(text).toContain(made.reference);
    expect(text).toContain(made.registration);
    expect(text).toContain(T.km(12_345));
    expect(text).toContain(T.signedBy(made.renter, "").slice(0, 20));
    expect(text).not.toContain(formatMoney(9999));
  });

  it("the invoice PDF comes once the car is back, with the return's charges and the payments", async () => {
    const made = await pickedUp("AKL");
    expect(await invoicePdfOf(await counterReservation(made.staff, made.reference))).toBeNull();
    const db = await getDb();
    await db.transaction((tx) =>
      closeRental(tx, made.id, {
        returnedAt: new Date(Date.now() - HOUR),
        returnedByUserId: made.staff.id,
        returnBranchId: made.branchId,
        returnOdometerKm: 12_500,
        returnFuelPercent: 80,
        damageNote: null,
        charges: [{ code: "cleaning", label: "Cleaning", amount: 20 }],
        chargesTotal: 20,
      }),
    );
    const text = await pdfText((await invoicePdfOf(await counterReservation(made.staff, made.reference)))!);
    expect(text).toContain(T.invoiceTitle);
    expect(text).toContain("Cleaning");
    expect(text).toContain(formatMoney(400));
    expect(text).toContain(T.km(155));
  });
});

describe("who may download it", () => {
  it("staff of another branch get the 404; the customer only their own booking", async () => {
    const made = await pickedUp("AKL");
    const other = await newStaff("ZQN");
    const cookie = async (staff: CounterStaff) =>
      (await startStaffSession(new Request("http://localhost/admin/sign-in/"), staff)).split(";")[0];
    const ask = async (staff: CounterStaff) => {
      try {
        return await agreementPdfLoader({
          request: new Request(`http://localhost/admin/bookings/${made.reference}/agreement.pdf`, {
            headers: { Cookie: await cookie(staff) },
          }),
          params: { reference: made.reference },
          context: {},
        });
      } catch (error) {
        if (error instanceof Response) return error;
        throw error;
      }
    };
    const own = await ask(made.staff);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("application/pdf");
    expect((await ask(other)).status).toBe(404);

    const guest = await customerAgreementLoader({
      request: new Request(`http://localhost/manage-booking/agreement.pdf?booking=${made.reference}`),
      params: {},
      context: {},
    });
    expect(guest.status).toBe(404);

    // The visitor who found the booking (Manage booking's access) gets it; the same visitor
    // asking for another customer's booking gets the same 404.
    const session = await getSession(new Request("http://localhost/"));
    grantAccess(session, made.id);
    const found = await customerDocumentResponse("agreement", session, made.reference.toLowerCase(), null);
    expect(found.status).toBe(200);
    expect(await pdfText(new Uint8Array(await found.arrayBuffer()))).toContain(made.registration);
    const someoneElse = await pickedUp("AKL");
    const refused = await customerDocumentResponse("agreement", session, someoneElse.reference, null);
    expect(refused.status).toBe(404);
    const invoiceBeforeReturn = await customerDocumentResponse("invoice", session, made.reference, null);
    expect(invoiceBeforeReturn.status).toBe(404);
  });
});
