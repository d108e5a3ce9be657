import { beforeAll, describe, expect, it } from "vitest";
import { findUserRowByEmail, getBusinessAccount } from "~/models/accounts/users.server";
import { listPaymentsForReservation } from "~/models/reservations/payments.server";
import { getReservation } from "~/models/reservations/reservations.server";
import { DEMO_ACCOUNTS } from "~/models/seed/accounts";
import { action } from "~/routes/api+/$";
import { issueAccessToken } from "~/services/accounts/auth.server";
import { createApiKey } from "~/services/api/keys.server";
import { API_MESSAGES } from "~/services/api/text";
import { CHANGE_BLOCK_TEXT, CHANGE_MESSAGES, CHANGE_PATHS } from "~/services/changes/change/text";
import { isRefundRow } from "~/services/changes/payments.server";
import { MANAGE_BOOKING_MESSAGES } from "~/services/changes/text";
import { changeableBooking } from "./support/changeable-booking";

/**
 * The API's calls for changing a booking (booking/changeOptions, priceChange, confirmChange)
 * through the API's own route with the real services, database and sandbox gateway: what a
 * client of the API sees.
 */

const ORIGIN = "http://localhost";
const [CUSTOMER, AGENT] = DEMO_ACCOUNTS;
let apiKey = "";
let customerId = "";
let customerToken = "";
let agentToken = "";
let agentId = "";

async function post(path: string, body: unknown, token?: string) {
  const headers = new Headers({ "api-key": apiKey, "Content-Type": "application/json" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const request = new Request(new URL(`/api/${path}`, ORIGIN), {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  const response = (await action({ request, params: { "*": path }, context: {} } as never)) as Response;
  return { status: response.status, json: await response.json() };
}

const refunds = async (reservationId: string) =>
  (await listPaymentsForReservation(reservationId)).filter(
    (payment) => isRefundRow(payment) && payment.status === "refunded",
  );

beforeAll(async () => {
  const created = await createApiKey("change-tests");
  if (!created.ok) throw new Error(created.message);
  apiKey = created.key;
  const customer = await findUserRowByEmail(CUSTOMER.email);
  const agent = await findUserRowByEmail(AGENT.email);
  customerId = customer!.id;
  customerToken = (await issueAccessToken(customer!.id)).token;
  agentToken = (await issueAccessToken(agent!.id)).token;
  agentId = (await getBusinessAccount(agent!.id))!.agentId!;
}, 180_000);

describe("changing a booking through the API", () => {
  it("a customer reads the options, prices a change that gives money back and confirms it: refunded once", async () => {
    const booking = await changeableBooking({
      extras: [{ code: "child-seat", quantity: 1 }],
      insuranceCode: "total-care",
      owner: { userId: customerId },
    });
    const reference = booking.reference;

    const options = await post("booking/changeOptions", { reference }, customerToken);
    expect(options.status).toBe(200);
    expect(options.json.result).toMatchObject({ canChange: true, blocked: null, reference });
    expect(options.json.result.values).toMatchObject({ insurance: "total-care", "extra-child-seat": "1" });
    expect(options.json.result.options.extras).toContainEqual(
      expect.objectContaining({ field: "extra-child-seat", price: 12, per: "day", maxQuantity: 3 }),
    );

    // Only the fields that change: the rest stays as booked.
    const priced = await post(
      "booking/priceChange",
      { reference, changes: { "extra-child-seat": 0, insurance: "basic" } },
      customerToken,
    );
    expect(priced.status, JSON.stringify(priced.json)).toBe(200);
    const quote = priced.json.result;
    expect(quote.next).toBe("refund");
    expect(quote.difference).toBeLessThan(0);
    expect(quote.differenceCents).toBe(Math.round(quote.difference * 100));
    expect(quote.newTotal).toBeCloseTo(quote.oldTotal + quote.difference, 2);
    expect(quote.refund).toMatchObject({ amount: -quote.difference, capped: false });
    expect(quote.refund.to).toContain("4242");
    expect(quote.changes).toEqual(["Child seat: 1 → 0", "Cover: Total Care → Basic cover"]);
    expect(quote.lines).toContainEqual(expect.objectContaining({ label: "Total", changed: true }));

    // A double submit, then a repeat: one refund, one change.
    const [first, second] = await Promise.all([
      post("booking/confirmChange", { reference }, customerToken),
      post("booking/confirmChange", { reference }, customerToken),
    ]);
    const again = await post("booking/confirmChange", { reference }, customerToken);
    for (const answer of [first, second, again]) {
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json.result).toMatchObject({
        status: "applied",
        refunded: -quote.difference,
        paid: 0,
        total: quote.newTotal,
      });
    }
    const refunded = await refunds(booking.id);
    expect(refunded).toHaveLength(1);
    expect(refunded[0].amount).toBe(-quote.difference);
    const changed = await getReservation(booking.id);
    expect(changed).toMatchObject({ insuranceCode: "basic", total: quote.newTotal });
    expect(changed!.extras.filter((extra) => extra.quantity > 0)).toEqual([]);
  });

  it("a difference to pay answers the gateway's payment URL, for the same attempt on a repeat, and changes nothing yet", async () => {
    const booking = await changeableBooking({ owner: { userId: customerId } });
    const reference = booking.reference;
    const priced = await post(
      "booking/priceChange",
      { reference, changes: { insurance: "standard" } },
      customerToken,
    );
    expect(priced.json.result.next).toBe("pay");
    const first = await post("booking/confirmChange", { reference }, customerToken);
    const second = await post("booking/confirmChange", { reference }, customerToken);
    expect(first.status).toBe(200);
    expect(first.json.result).toMatchObject({
      status: "payment-required",
      amount: priced.json.result.difference,
      returnPath: CHANGE_PATHS.payment,
    });
    expect(new URL(first.json.result.paymentUrl).origin).toBe(ORIGIN);
    expect(second.json.result.status).toBe("payment-required");
    // One payment attempt for both: the repeat reuses the pending one.
    const attempts = (await listPaymentsForReservation(booking.id)).filter(
      (payment) => payment.purpose === "change" && !isRefundRow(payment),
    );
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ status: "pending", amount: priced.json.result.difference });
    expect(await getReservation(booking.id)).toMatchObject({ insuranceCode: "basic", total: booking.total });
  });

  it("new dates and a new class are checked as a search is, priced, and a car held for the review", async () => {
    const booking = await changeableBooking({ owner: { userId: customerId } });
    const reference = booking.reference;
    const options = await post("booking/changeOptions", { reference }, customerToken);
    const values = options.json.result.values;
    expect(values).toMatchObject({ pickupTime: "10:00", carClassId: String(booking.carClassId) });
    const larger = options.json.result.options.classes.find(
      (carClass: { name: string }) => carClass.name === "Toyota RAV4 or similar",
    );
    const dayAfter = (date: string) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    const backwards = await post(
      "booking/priceChange",
      { reference, changes: { dropOffDate: values.pickupDate, dropOffTime: "09:00" } },
      customerToken,
    );
    expect(backwards.status).toBe(422);
    expect(backwards.json.errors[0].field).toBe("changes.dropOffTime");

    const priced = await post(
      "booking/priceChange",
      {
        reference,
        changes: {
          pickupDate: dayAfter(values.pickupDate),
          dropOffDate: dayAfter(values.dropOffDate),
          carClassId: larger.id,
        },
      },
      customerToken,
    );
    expect(priced.status).toBe(200);
    expect(priced.json.result.changes).toContain(
      "Vehicle: Toyota Camry (older model) or similar → Toyota RAV4 or similar",
    );
    expect(Date.parse(priced.json.result.vehicleHeldUntil)).toBeGreaterThan(Date.now());
    expect(priced.json.result.next).toBe("pay");
    expect(await getReservation(booking.id)).toMatchObject({ carClassId: booking.carClassId });
  });

  it("a guest gives the booking's email; a wrong one is not found", async () => {
    const booking = await changeableBooking();
    const email = booking.customerDetails!.email;
    const found = await post("booking/changeOptions", { reference: booking.reference.toLowerCase(), email });
    expect(found.status).toBe(200);
    expect(found.json.result.canChange).toBe(true);
    const wrong = await post("booking/changeOptions", {
      reference: booking.reference,
      email: "x@example.com",
    });
    expect(wrong.status).toBe(404);
    expect(wrong.json.errors).toEqual([{ errorMessage: MANAGE_BOOKING_MESSAGES.notFound }]);
    const none = await post("booking/changeOptions", { reference: booking.reference });
    expect(none.status).toBe(400);
    expect(none.json.errors).toEqual([
      { errorMessage: MANAGE_BOOKING_MESSAGES.emailInvalid, field: "email" },
    ]);
  });

  it("an agent changes their account's bookings, not another account's nor a customer's (404)", async () => {
    const own = await changeableBooking({ owner: { agentId } });
    const other = await changeableBooking({ owner: { agentId: "AG9999" } });
    const customers = await changeableBooking({ owner: { userId: customerId } });
    const mine = await post(
      "booking/priceChange",
      { reference: own.reference, changes: { insurance: "standard" } },
      agentToken,
    );
    expect(mine.status, JSON.stringify(mine.json)).toBe(200);
    for (const reference of [other.reference, customers.reference]) {
      const refused = await post(
        "booking/priceChange",
        { reference, changes: { insurance: "standard" } },
        agentToken,
      );
      expect(refused.status).toBe(404);
      expect(refused.json.errors).toEqual([{ errorMessage: API_MESSAGES.changeBookingNotFound }]);
    }
    // …and a customer's token does not open the agent's booking, even with its email.
    const email = own.customerDetails!.email;
    const customer = await post("booking/changeOptions", { reference: own.reference, email }, customerToken);
    expect(customer.status).toBe(404);
  });

  it("a booking that can't change online says why and who to call (409 when priced)", async () => {
    const soon = await changeableBooking({ start: 1, owner: { userId: customerId } });
    const options = await post("booking/changeOptions", { reference: soon.reference }, customerToken);
    expect(options.status).toBe(200);
    expect(options.json.result).toMatchObject({
      canChange: false,
      options: null,
      blocked: { reason: "cutoff", message: CHANGE_BLOCK_TEXT.cutoff, branchPhone: expect.any(Object) },
    });
    const priced = await post(
      "booking/priceChange",
      { reference: soon.reference, changes: { insurance: "standard" } },
      customerToken,
    );
    expect(priced.status).toBe(409);
    expect(priced.json.errors).toEqual([{ errorMessage: CHANGE_BLOCK_TEXT.cutoff }]);
    expect(priced.json.result.blocked.reason).toBe("cutoff");
    const confirmed = await post("booking/confirmChange", { reference: soon.reference }, customerToken);
    expect(confirmed.status).toBe(409);
  });

  it("bad choices answer 422 with the form's message per field; a body of the wrong shape 400", async () => {
    const booking = await changeableBooking({ owner: { userId: customerId } });
    const reference = booking.reference;
    const bad = await post(
      "booking/priceChange",
      { reference, changes: { insurance: "platinum", "extra-child-seat": 9, flightNumber: "NZ 601!" } },
      customerToken,
    );
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual(
      expect.arrayContaining([
        { field: "changes.insurance", errorMessage: CHANGE_MESSAGES.insuranceRequired },
        { field: "changes.extra-child-seat", errorMessage: CHANGE_MESSAGES.quantityInvalid("Child seat", 3) },
        { field: "changes.flightNumber", errorMessage: CHANGE_MESSAGES.flightNumberInvalid },
      ]),
    );
    const unknown = await post(
      "booking/priceChange",
      { reference, changes: { "extra-jetpack": 1 } },
      customerToken,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual([{ field: "changes", errorMessage: CHANGE_MESSAGES.unknownExtra }]);
    const same = await post(
      "booking/priceChange",
      { reference, changes: { insurance: "basic" } },
      customerToken,
    );
    expect(same.status).toBe(422);
    expect(same.json.errors).toEqual([{ field: "changes", errorMessage: CHANGE_MESSAGES.nothingChanged }]);
    const shape = await post("booking/priceChange", { reference, changes: ["basic"] }, customerToken);
    expect(shape.status).toBe(400);
    expect(shape.json.errors.map((error: { field?: string }) => error.field)).toContain("changes");
    // Nothing was priced: there is nothing to confirm.
    const confirmed = await post("booking/confirmChange", { reference }, customerToken);
    expect(confirmed.status).toBe(409);
    expect(confirmed.json.errors).toEqual([{ errorMessage: CHANGE_MESSAGES.startAgain }]);
  });
});
