import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renewalDelayMs, startTokenRenewal } from "~/components/account/token-renewal";
import {
  ACCOUNT_PATHS,
  SESSION_RENEW_PATH,
  TOKEN_RENEWAL_BEFORE_EXPIRY_MS,
} from "~/services/accounts/constants";

/**
 * The access token renewal of signed-in pages (spec section 4), with a fake clock and a fake
 * /session/renew: the browser's window and document are stubbed with what it uses.
 */

const MINUTE = 60_000;
let assign: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  return Promise.resolve({ status, json: () => Promise.resolve(body) });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2027-03-01T00:00:00Z"));
  assign = vi.fn();
  fetchMock = vi.fn();
  vi.stubGlobal("window", { setTimeout, clearTimeout, location: { assign } });
  vi.stubGlobal("document", {
    visibilityState: "visible",
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

describe("token renewal", () => {
  it("waits until 30 s before the end, at once when that has passed", () => {
    expect(renewalDelayMs(30 * MINUTE)).toBe(30 * MINUTE - TOKEN_RENEWAL_BEFORE_EXPIRY_MS);
    expect(renewalDelayMs(10_000)).toBe(0);
  });

  it("renews 30 s before expiry, then again from the server's expiresInMs", async () => {
    fetchMock.mockImplementation(() =>
      answer(200, { ok: true, tokenExpiresAt: inMinutes(30), expiresInMs: 30 * MINUTE }),
    );
    const signOut = vi.fn();
    const stop = startTokenRenewal(inMinutes(30), signOut);
    await vi.advanceTimersByTimeAsync(30 * MINUTE - TOKEN_RENEWAL_BEFORE_EXPIRY_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      SESSION_RENEW_PATH,
      expect.objectContaining({ method: "POST" }),
    ]);
    await vi.advanceTimersByTimeAsync(30 * MINUTE - TOKEN_RENEWAL_BEFORE_EXPIRY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(signOut).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("signs out when the server refuses", async () => {
    fetchMock.mockImplementation(() => answer(401, { ok: false }));
    const signOut = vi.fn();
    startTokenRenewal(inMinutes(0.25), signOut);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("tries again while the server cannot be reached, then sends the visitor to sign in", async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError("offline")));
    startTokenRenewal(inMinutes(0.25), vi.fn());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
    expect(assign).toHaveBeenCalledWith(ACCOUNT_PATHS.signIn);
  });
});
