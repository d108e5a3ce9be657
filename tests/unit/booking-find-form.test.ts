import { describe, expect, it } from "vitest";
import { cancelFindSchema, cancelMethodSchema } from "~/services/changes/cancel/forms";
import { CANCEL_TEXT } from "~/services/changes/cancel/text";
import { bookingFindSchema } from "~/services/changes/forms";
import { findSchema as shuttleFindSchema } from "~/services/changes/shuttle/forms";
import { SHUTTLE_REQUEST_MESSAGES } from "~/services/changes/shuttle/text";
import { MANAGE_BOOKING_MESSAGES as M } from "~/services/changes/text";

const messages = (input: unknown) => {
  const parsed = bookingFindSchema.safeParse(input);
  return parsed.success ? {} : parsed.error.flatten().fieldErrors;
};

describe("the find-your-booking form (manage, cancel, extend, shuttle)", () => {
  it("takes a reservation number in any case with spaces around, and the booking's email", () => {
    const parsed = bookingFindSchema.safeParse({ reference: "  go1234567 ", email: " a@b.co.nz " });
    expect(parsed.success && parsed.data).toEqual({ reference: "go1234567", email: "a@b.co.nz" });
  });

  it("refuses a reservation number that is not GO and 7 digits, beside the field", () => {
    expect(messages({ reference: "GO12", email: "a@b.co.nz" }).reference).toEqual([M.referenceInvalid]);
    expect(messages({ email: "a@b.co.nz" }).reference).toEqual([M.referenceInvalid]);
  });

  it("refuses a missing, malformed or over-long email, beside the field", () => {
    expect(messages({ reference: "GO1234567" }).email).toEqual([M.emailInvalid]);
    expect(messages({ reference: "GO1234567", email: "nobody" }).email).toEqual([M.emailInvalid]);
    expect(messages({ reference: "GO1234567", email: `${"a".repeat(120)}@b.co.nz` }).email).toContain(
      M.emailInvalid,
    );
  });

  it("is the one schema behind cancel's and shuttle's find forms, with the same words", () => {
    expect(cancelFindSchema).toBe(bookingFindSchema);
    expect(shuttleFindSchema).toBe(bookingFindSchema);
    expect(SHUTTLE_REQUEST_MESSAGES.referenceInvalid).toBe(M.referenceInvalid);
    expect(SHUTTLE_REQUEST_MESSAGES.emailInvalid).toBe(M.emailInvalid);
  });
});

describe("the cancel fee's payment method", () => {
  it("takes card or bank transfer and refuses anything else with the method message", () => {
    expect(cancelMethodSchema.safeParse({ method: "account2account" }).success).toBe(true);
    const refused = cancelMethodSchema.safeParse({ method: "cash" });
    expect(refused.success ? null : refused.error.flatten().fieldErrors.method).toEqual([
      CANCEL_TEXT.methodRequired,
    ]);
    const missing = cancelMethodSchema.safeParse({});
    expect(missing.success ? null : missing.error.flatten().fieldErrors.method).toEqual([
      CANCEL_TEXT.methodRequired,
    ]);
  });
});
