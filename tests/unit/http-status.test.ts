import { describe, expect, it } from "vitest";
import { errorStatus } from "~/services/platform/http-status";

describe("error status (spec section 8)", () => {
  it("reads statusCode, then status, then response status", () => {
    expect(errorStatus({ statusCode: 401, status: 403 })).toBe(401);
    expect(errorStatus({ status: 403, response: { status: 404 } })).toBe(403);
    expect(errorStatus({ response: { status: 404 } })).toBe(404);
  });

  it("defaults to 500", () => {
    expect(errorStatus(new Error("boom"))).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus({ status: "404" })).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
  });
});
