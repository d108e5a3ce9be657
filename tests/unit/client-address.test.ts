import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { BOOKING_LOOKUP_LIMITS } from "~/services/changes/lookup-limits";
import { RATE_LIMITS } from "~/services/accounts/constants";
import { MANAGE_BOOKING_MESSAGES } from "~/services/changes/text";
import { SIGN_IN_FAILED } from "~/services/accounts/text";
import { createApp } from "../../server/app.mjs";
import { trustProxySetting } from "../../server/trust-proxy.mjs";
import { loadAppBuild } from "./support/app-build";
import { makeBooking, type MadeBooking } from "./support/after-rental";

/**
 * Issue 24 item 3, through the production HTTP app (server/app.mjs: Express, getLoadContext, the
 * `trust proxy` setting) on a real socket. Every request comes from a loopback address of our
 * choosing (127.0.0.x as the socket's source address), never carries a cookie from an earlier
 * answer (a guesser drops it), and may carry a forged X-Forwarded-For.
 */

let build: ServerBuild;
const servers: http.Server[] = [];

beforeAll(async () => {
  await getDb();
  build = (await loadAppBuild()).build;
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The app as server.mjs serves it, with this TRUST_PROXY value, listening on all loopback addresses. */
async function serve(trustProxy?: string): Promise<number> {
  const app = createApp({ build, logRequests: false, trustProxy: trustProxySetting(trustProxy) });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

type Answer = { status: number; body: string };

/** A form POST from the loopback address `from`, without cookies, with extra headers. */
function post(
  port: number,
  path: string,
  form: Record<string, string>,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Host: `127.0.0.1:${port}`,
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

let guess = 1000000;
/** A reservation number nobody has (each guess a new one, so only the per-address limit adds up). */
const unknownReference = () => `GO${(guess += 1)}`;
/** A forged X-Forwarded-For, different every time. */
const forged = (i: number) => `198.51.100.${i % 250}`;

const lookUp = (
  port: number,
  reference: string,
  email: string,
  from: string,
  headers: Record<string, string> = {},
) => post(port, "/manage-booking/?index", { intent: "find", reference, email }, from, headers);

/** Guesses from `from` until the first refusal; the number of guesses answered 404 before it. */
async function guessesBeforeRefusal(
  send: (i: number) => Promise<Answer>,
  max: number,
): Promise<{ answered: number; refused: Answer | null }> {
  for (let i = 0; i < max; i++) {
    const answer = await send(i);
    if (answer.status === 429) return { answered: i, refused: answer };
    expect(answer.status).toBe(404);
  }
  return { answered: max, refused: null };
}

describe("booking look-ups per client address", () => {
  const limit = BOOKING_LOOKUP_LIMITS.perClientAddress.limit;

  it(`refuse a guesser who drops the cookie and forges X-Forwarded-For after ${limit} failures (no TRUST_PROXY)`, async () => {
    const port = await serve();
    const result = await guessesBeforeRefusal(
      (i) =>
        lookUp(port, unknownReference(), `guess${i}@example.nz`, "127.0.0.11", {
          "X-Forwarded-For": forged(i),
        }),
      limit + 5,
    );
    expect(result.answered).toBe(limit);
    expect(result.refused?.body).toContain("0800 467 368");
    // Another client address is not refused.
    expect((await lookUp(port, unknownReference(), "someone@example.nz", "127.0.0.12")).status).toBe(404);
  });

  it("behind one trusted proxy (TRUST_PROXY=true), count the address the proxy saw, not the client's forged entries", async () => {
    const port = await serve("true");
    // The proxy (127.0.0.13) appends the address it saw; the client wrote everything before it.
    const client = "203.0.113.77";
    const result = await guessesBeforeRefusal(
      (i) =>
        lookUp(port, unknownReference(), `proxy${i}@example.nz`, "127.0.0.13", {
          "X-Forwarded-For": `${forged(i)}, ${client}`,
        }),
      limit + 5,
    );
    expect(result.answered).toBe(limit);
    // Another client behind the same proxy is not refused.
    expect(
      (
        await lookUp(port, unknownReference(), "other@example.nz", "127.0.0.13", {
          "X-Forwarded-For": "203.0.113.78",
        })
      ).status,
    ).toBe(404);
  });

  it("with a trusted proxy list, a client that bypasses the proxy is counted by its own address", async () => {
    const port = await serve("127.0.0.1");
    const result = await guessesBeforeRefusal(
      (i) =>
        lookUp(port, unknownReference(), `direct${i}@example.nz`, "127.0.0.14", {
          "X-Forwarded-For": `${forged(i)}, ${forged(i + 1)}`,
        }),
      limit + 5,
    );
    expect(result.answered).toBe(limit);
  });
});

describe("one reservation number", () => {
  const limit = BOOKING_LOOKUP_LIMITS.perReservation.limit;
  let booking: MadeBooking;
  beforeAll(async () => {
    booking = await makeBooking({ pickupInDays: 20 });
  });

  it(`is locked after ${limit} wrong emails from as many addresses, even for the right email`, async () => {
    const port = await serve();
    for (let i = 0; i < limit; i++) {
      const answer = await lookUp(port, booking.reference, `wrong${i}@example.nz`, `127.0.1.${i + 1}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain(MANAGE_BOOKING_MESSAGES.notFound);
    }
    expect((await lookUp(port, booking.reference, `wrong${limit}@example.nz`, "127.0.2.1")).status).toBe(429);
    expect((await lookUp(port, booking.reference.toLowerCase(), booking.email, "127.0.2.2")).status).toBe(
      429,
    );
    // Another booking is still found.
    const other = await makeBooking({ pickupInDays: 20 });
    expect((await lookUp(port, other.reference, other.email, "127.0.2.3")).status).toBe(302);
  });
});

describe("sign-in per client address", () => {
  const limit = RATE_LIMITS.signInPerIp.limit;

  it(`refuses a guesser who drops the cookie and forges X-Forwarded-For after ${limit} failures`, async () => {
    const port = await serve();
    let answered = 0;
    let refused: Answer | null = null;
    for (let i = 0; i < limit + 3 && !refused; i++) {
      // A new address each time, so the per-email limit never applies: only the per-IP one.
      const answer = await post(
        port,
        "/sign-in/",
        { email: `guess${i}@example.nz`, password: "Wrong-password-1" },
        "127.0.0.21",
        { "X-Forwarded-For": forged(i) },
      );
      if (answer.status === 429) refused = answer;
      else {
        expect(answer.body).toContain(SIGN_IN_FAILED);
        answered += 1;
      }
    }
    expect(answered).toBe(limit);
    expect(refused).not.toBeNull();
  });
});
