import { describe, expect, it } from "vitest";
import { extendAgreementSchema } from "~/services/changes/extend/forms";
import { EXTEND_MESSAGES } from "~/services/changes/extend/text";

describe("the extension's agreement form", () => {
  it("goes on only with the agreement ticked", () => {
    expect(extendAgreementSchema.safeParse({ agree: "yes" }).success).toBe(true);
  });

  it("asks for the tick beside the box when it is missing or forged", () => {
    for (const input of [{}, { agree: "no" }, { agree: "" }]) {
      const parsed = extendAgreementSchema.safeParse(input);
      expect(parsed.success ? null : parsed.error.flatten().fieldErrors.agree).toEqual([
        EXTEND_MESSAGES.agreeRequired,
      ]);
    }
  });
});
