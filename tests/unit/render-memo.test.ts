import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/catalog/branches.server";
import { getCarClassByCode } from "~/models/catalog/car-classes.server";
import { holdVehicle } from "~/services/booking/availability/claims.server";
import {
  createRenderMemo,
  pageKey,
  renderMemo,
  type PageInputs,
} from "~/services/platform/render-memo.server";
import { loadAppBuild } from "./support/app-build";
import { cookieHeaderFrom } from "./support/cookies";

const bytes = (text: string) => [new TextEncoder().encode(text)];

const page = (overrides: Partial<PageInputs> = {}): PageInputs => ({
  method: "GET",
  url: "http://localhost/vehicles/",
  status: 200,
  hasErrors: false,
  build: "build-1",
  data: bytes('[{"root":1},"firstName","Aroha"]\n'),
  ...overrides,
});

describe("pageKey: which pages are kept, under which key", () => {
  it("keys a successful GET page by its URL, status, build and encoded data", () => {
    const key = pageKey(page());
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pageKey(page())).toBe(key);
    expect(pageKey(page({ method: "HEAD" }))).toBe(key);
    expect(pageKey(page({ url: "http://localhost/vehicles/?category=SUV" }))).not.toBe(key);
    expect(pageKey(page({ build: "build-2" }))).not.toBe(key);
    expect(pageKey(page({ data: bytes('[{"root":1},"firstName","Tama"]\n') }))).not.toBe(key);
    // The same bytes cut differently are the same data.
    expect(pageKey(page({ data: [...bytes('[{"root":1},"firstName",'), ...bytes('"Aroha"]\n')] }))).toBe(key);
  });

  it("keeps no answer to a form, no redirect or error page", () => {
    for (const method of ["POST", "PUT", "DELETE"]) expect(pageKey(page({ method }))).toBeNull();
    for (const status of [201, 302, 400, 404, 500]) expect(pageKey(page({ status }))).toBeNull();
    expect(pageKey(page({ hasErrors: true }))).toBeNull();
  });
});

describe("createRenderMemo", () => {
  const markup = (nonce: string, name = "Aroha") =>
    Buffer.from(
      `<html><p>Kia ora ${name}</p><script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></html>`,
    );

  it("keeps a page from its second render on, and gives it back with the asker's nonce only", () => {
    const memo = createRenderMemo({ seconds: 30 });
    memo.rendered("k", markup("first+nonce=="), "first+nonce==");
    expect(memo.get("k", "second/nonce==")).toBeUndefined();
    memo.rendered("k", markup("second/nonce=="), "second/nonce==");
    expect(memo.size).toBe(1);
    expect(memo.get("k", "third+nonce==")?.toString()).toBe(markup("third+nonce==").toString());
    const fourth = memo.get("k", "fourth+nonce==")?.toString();
    expect(fourth).toBe(markup("fourth+nonce==").toString());
    expect(fourth).not.toContain("second/nonce==");
    expect(memo.get("other", "n")).toBeUndefined();
  });

  it("keeps a page for its seconds only, and nothing when they are zero", () => {
    let clock = 1_000;
    const memo = createRenderMemo({ seconds: 30, now: () => clock });
    memo.rendered("k", markup("n1"), "n1");
    memo.rendered("k", markup("n2"), "n2");
    clock += 29_999;
    expect(memo.get("k", "n3")).toBeDefined();
    clock += 2;
    expect(memo.get("k", "n4")).toBeUndefined();

    const off = createRenderMemo({ seconds: 0 });
    expect(off.on).toBe(false);
    for (const nonce of ["n1", "n2", "n3"]) off.rendered("k", markup(nonce), nonce);
    expect(off.get("k", "n4")).toBeUndefined();
  });

  it("keeps at most its count and its bytes of pages, the least recently used going first", () => {
    const memo = createRenderMemo({ seconds: 30, maxEntries: 2, maxBytes: 250 });
    for (const key of ["a", "b", "c"])
      for (const nonce of ["n1", "n2"]) memo.rendered(key, markup(nonce), nonce);
    expect([memo.get("a", "n"), memo.get("b", "n"), memo.get("c", "n")].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    const big = Buffer.from(`<html>${"x".repeat(200)}</html>`);
    for (const nonce of ["n1", "n2"]) memo.rendered("big", big, nonce);
    expect([memo.get("b", "n"), memo.get("c", "n"), memo.get("big", "n")].map(Boolean)).toEqual([
      false,
      false,
      true,
    ]);
  });
});

describe("pages through Remix with the memo on", () => {
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    const { build } = (await loadAppBuild()) as { build: ServerBuild };
    handle = createRequestHandler(build, "production");
  });
  beforeEach(() => renderMemo().clear());

  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

  /** A new visitor's search (pick-up in 40 days for four days); the Cookie header of their session. */
  async function searchAt(branchCode: string): Promise<string> {
    const branch = await getBranchByCode(branchCode);
    const body = new URLSearchParams({
      pickupBranch: String(branch!.id),
      dropOffBranch: "",
      pickupDate: day(40),
      pickupTime: "10:00",
      dropOffDate: day(44),
      dropOffTime: "10:00",
    });
    const searched = await handle(
      new Request("http://localhost/search-vehicles/", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
    );
    expect(searched.status).toBe(302);
    return cookieHeaderFrom(searched.headers);
  }

  async function get(path: string, cookie: string) {
    const response = await handle(new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }));
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    return { status: response.status, html: await response.text(), nonce: nonce! };
  }

  const pickupOf = (html: string) => /Pick-up<\/dt><dd><strong>([^<]+)<\/strong>/.exec(html)?.[1];
  /** The pick-up branch the home page's search form has chosen. */
  const chosenPickupOf = (html: string) =>
    /<select[^>]*name="pickupBranch"[\s\S]*?<option value="(\d+)" selected=""/.exec(html)?.[1];
  const withoutNonce = (answer: { html: string; nonce: string }) =>
    answer.html.replaceAll(answer.nonce, "NONCE");

  it("gives each visitor the pages of their own search, however often they and others ask", async () => {
    const [christchurch, queenstown] = [await getBranchByCode("CHC"), await getBranchByCode("ZQN")];
    const inChristchurch = await searchAt("CHC");
    const inQueenstown = await searchAt("ZQN");
    for (let round = 0; round < 3; round++) {
      // By the third round both visitors' pages are kept.
      const [results, otherResults] = [
        await get("/vehicles/", inChristchurch),
        await get("/vehicles/", inQueenstown),
      ];
      expect(pickupOf(results.html)).toBe(christchurch!.name);
      expect(pickupOf(otherResults.html)).toBe(queenstown!.name);
      const [home, otherHome] = [await get("/", inChristchurch), await get("/", inQueenstown)];
      expect(chosenPickupOf(home.html)).toBe(String(christchurch!.id));
      expect(chosenPickupOf(otherHome.html)).toBe(String(queenstown!.id));
    }
    expect(renderMemo().size).toBe(4);
  });

  it("answers a kept page with this response's own nonce and no other", async () => {
    const visitor = await searchAt("CHC");
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await get("/vehicles/", visitor));
    expect(renderMemo().size).toBe(1);
    const nonces = new Set(answers.map((answer) => answer.nonce));
    expect(nonces.size).toBe(4);
    for (const answer of answers.slice(2)) {
      for (const other of nonces) if (other !== answer.nonce) expect(answer.html).not.toContain(other);
      const scriptNonces = [...answer.html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(new Set(scriptNonces)).toEqual(new Set([answer.nonce]));
      expect(withoutNonce(answer)).toBe(withoutNonce(answers[0]!));
    }
  });

  it("shows a change of availability on the next request", async () => {
    const visitor = await searchAt("CHC");
    for (let i = 0; i < 3; i++) await get("/vehicles/", visitor);
    const before = await get("/vehicles/", visitor);
    expect(renderMemo().size).toBe(1);
    // Every car of a class at the branch is taken for the visitor's dates.
    const [branch, economy] = [await getBranchByCode("CHC"), await getCarClassByCode("1")];
    for (let taken = 0; taken < 100; taken++) {
      const hold = await holdVehicle({
        carClassId: economy!.carClassId,
        pickupBranchId: branch!.id,
        dropOffBranchId: branch!.id,
        pickupAt: new Date(`${day(39)}T00:00:00Z`),
        dropOffAt: new Date(`${day(46)}T00:00:00Z`),
      });
      if (!hold.ok) break;
    }
    const after = await get("/vehicles/", visitor);
    const soldOut = (html: string) => html.match(/>Sold out</g)?.length ?? 0;
    expect(soldOut(after.html)).toBeGreaterThan(soldOut(before.html));
  });

  it("keeps no answer to a form, no redirect and no error page", async () => {
    const visitor = await searchAt("CHC");
    for (let i = 0; i < 3; i++) {
      // A search form with a missing field: the page again with its error, not a redirect.
      const refused = await handle(
        new Request("http://localhost/search-vehicles/", {
          method: "POST",
          body: new URLSearchParams({ pickupBranch: "", pickupDate: day(40) }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: visitor },
        }),
      );
      expect(refused.status).not.toBe(302);
      await refused.text();
      expect((await get("/no-such-page/", visitor)).status).toBe(404);
      expect((await get("/vehicles", visitor)).status).toBe(301);
      const searched = await handle(
        new Request("http://localhost/search-vehicles/", {
          method: "POST",
          body: new URLSearchParams({
            pickupBranch: String((await getBranchByCode("CHC"))!.id),
            dropOffBranch: "",
            pickupDate: day(40),
            pickupTime: "10:00",
            dropOffDate: day(44),
            dropOffTime: "10:00",
          }),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: visitor },
        }),
      );
      expect(searched.status).toBe(302);
    }
    expect(renderMemo().size).toBe(0);
  });
});
