import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { action as cancelAction, loader as cancelLoader } from "~/routes/_manage+/aplyid-cancel";
import { loader as successLoader } from "~/routes/_manage+/aplyid-success";
import { action as sandboxAction, loader as sandboxLoader } from "~/routes/_manage+/identity-check-sandbox";
import {
  checkIdentityBooking,
  completeIdentityCheck,
  getIdentityCheck,
  retryIdentityCheck,
  startIdentityCheck,
  startIdentityCheckForBooking,
} from "~/services/changes/after-rental/identity-check.server";
import { IDENTITY_CHECK_TEXT as T } from "~/services/changes/after-rental/text";
import { BOOKING_LOOKUP_TEXT } from "~/services/changes/text";
import { freshSession, makeBooking } from "./support/after-rental";
import { routeResponse } from "./support/route-response";

/** The origin the gateway returns the customer to (the request's own, without PUBLIC_URL). */
const ORIGIN = "http://localhost:3000";

const get = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: {} }) as LoaderFunctionArgs;
const post = (path: string, fields: Record<string, string>) =>
  ({
    request: new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    }),
    params: {},
    context: {},
  }) as ActionFunctionArgs;

describe("identity check rules", () => {
  it("needs a confirmed booking that has not ended", () => {
    const now = new Date("2027-03-10T00:00:00Z");
    const later = new Date("2027-03-20T00:00:00Z");
    expect(checkIdentityBooking({ status: "confirmed", dropOffAt: later }, now)).toEqual({ ok: true });
    expect(checkIdentityBooking({ status: "cancelled", dropOffAt: later }, now)).toMatchObject({
      reason: "not_confirmed",
    });
    expect(checkIdentityBooking({ status: "confirmed", dropOffAt: now }, now)).toMatchObject({
      reason: "ended",
      message: T.notAvailable,
    });
  });

  it("starts a pending check at the sandbox provider", async () => {
    const made = await makeBooking({ pickupInDays: 3 });
    const started = await startIdentityCheck({
      reservationId: made.id,
      returnOrigin: ORIGIN,
    });
    expect(started.redirectUrl).toBe(`/identity-check-sandbox/?check=${started.checkId}`);
    expect(await getIdentityCheck(started.checkId)).toMatchObject({
      reservationId: made.id,
      status: "pending",
      completedAt: null,
    });
  });

  it("finishes a check once: a refresh or the other page changes nothing", async () => {
    const { checkId } = await startIdentityCheck({ reservationId: null, returnOrigin: ORIGIN });
    const verified = await completeIdentityCheck(checkId, "verified");
    expect(verified).toMatchObject({ changed: true, check: { status: "verified" } });
    expect(verified?.check.completedAt).toBeInstanceOf(Date);
    expect(await completeIdentityCheck(checkId, "verified")).toMatchObject({
      changed: false,
      check: { status: "verified" },
    });
    expect(await completeIdentityCheck(checkId, "cancelled")).toMatchObject({
      changed: false,
      check: { status: "verified" },
    });
    expect(await completeIdentityCheck("not-a-check", "verified")).toBeNull();
    expect(await completeIdentityCheck("00000000-0000-4000-8000-000000000000", "verified")).toBeNull();
  });

  it("starts from reservation number and email with the lookup rules", async () => {
    const made = await makeBooking({ pickupInDays: 3 });
    const session = await freshSession();
    expect(
      await startIdentityCheckForBooking(
        session,
        {
          reference: made.reference,
          email: "wrong@example.co.nz",
        },
        { returnOrigin: ORIGIN },
      ),
    ).toMatchObject({
      ok: false,
      status: 404,
      message: BOOKING_LOOKUP_TEXT.notFound,
    });
    expect(
      await startIdentityCheckForBooking(session, { reference: "GO1", email: "x" }, { returnOrigin: ORIGIN }),
    ).toMatchObject({
      ok: false,
      status: 400,
    });
    const started = await startIdentityCheckForBooking(
      session,
      {
        reference: made.reference.toLowerCase(),
        email: made.email.toUpperCase(),
      },
      { returnOrigin: ORIGIN },
    );
    expect(started.ok).toBe(true);
    const ended = await makeBooking();
    expect(
      await startIdentityCheckForBooking(
        session,
        { reference: ended.reference, email: ended.email },
        { returnOrigin: ORIGIN },
      ),
    ).toMatchObject({ reason: "ended" });
  });

  it("tries again only after a cancel, with a new check for the same booking", async () => {
    const made = await makeBooking({ pickupInDays: 3 });
    const { checkId } = await startIdentityCheck({ reservationId: made.id, returnOrigin: ORIGIN });
    expect(await retryIdentityCheck(checkId, { returnOrigin: ORIGIN })).toMatchObject({
      ok: false,
      message: T.retryFailed,
    });
    await completeIdentityCheck(checkId, "cancelled");
    const retried = await retryIdentityCheck(checkId, { returnOrigin: ORIGIN });
    if (!retried.ok) throw new Error("expected a new check");
    expect(retried.checkId).not.toBe(checkId);
    expect(await getIdentityCheck(retried.checkId)).toMatchObject({
      reservationId: made.id,
      status: "pending",
    });
  });
});

describe("the pages", () => {
  it("answer 200 with an explanation without a check", async () => {
    for (const loader of [successLoader, cancelLoader]) {
      const page = await routeResponse(loader(get("/aplyid-success/")));
      expect(page.status).toBe(200);
      expect(await page.json()).toMatchObject({ kind: "about", message: null });
      const unknown = await routeResponse(loader(get("/aplyid-success/?check=nope")));
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toMatchObject({ kind: "about", message: T.unknownCheck });
    }
  });

  it("round trip: sandbox → success marks verified; sandbox → cancel marks cancelled, then try again", async () => {
    const made = await makeBooking({ pickupInDays: 3 });
    const start = await routeResponse(
      cancelAction(
        post("/aplyid-cancel/", { intent: "start", reference: made.reference, email: made.email }),
      ),
    );
    expect(start.status).toBe(302);
    const sandboxUrl = start.headers.get("Location") ?? "";
    expect(sandboxUrl).toMatch(/^\/identity-check-sandbox\/\?check=/);
    expect((await routeResponse(sandboxLoader(get(sandboxUrl)))).status).toBe(200);
    const checkId = new URL(sandboxUrl, "http://localhost").searchParams.get("check") ?? "";

    const verify = await routeResponse(
      sandboxAction(post("/identity-check-sandbox/", { intent: "verify", check: checkId })),
    );
    expect(verify.headers.get("Location")).toBe(`/aplyid-success/?check=${checkId}`);
    const success = await routeResponse(successLoader(get(`/aplyid-success/?check=${checkId}`)));
    expect(await success.json()).toMatchObject({ kind: "check", status: "verified" });

    const second = await startIdentityCheck({ reservationId: made.id, returnOrigin: ORIGIN });
    const cancel = await routeResponse(
      sandboxAction(post("/identity-check-sandbox/", { intent: "cancel", check: second.checkId })),
    );
    expect(cancel.headers.get("Location")).toBe(`/aplyid-cancel/?check=${second.checkId}`);
    const cancelled = await routeResponse(cancelLoader(get(`/aplyid-cancel/?check=${second.checkId}`)));
    expect(await cancelled.json()).toMatchObject({ kind: "check", status: "cancelled" });
    const again = await routeResponse(
      cancelAction(post("/aplyid-cancel/", { intent: "retry", check: second.checkId })),
    );
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toMatch(/^\/identity-check-sandbox\/\?check=/);
  });
});
