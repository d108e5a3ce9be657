import type { ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { getBranchByCode } from "~/models/branches.server";
import { BoundedCache } from "~/services/platform/bounded-cache";
import { createRenderMemo, renderKey, type RenderInputs } from "~/services/platform/render-memo.server";
import { cookieHeaderFrom } from "./support/cookies";

describe("BoundedCache", () => {
  it("forgets an entry when its time is up, or at its own earlier expiry", () => {
    let clock = 0;
    const cache = new BoundedCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    cache.set("a", "A");
    cache.set("b", "B", { expiresAt: 400 });
    clock = 399;
    expect([cache.get("a"), cache.get("b")]).toEqual(["A", "B"]);
    clock = 400;
    expect([cache.get("a"), cache.get("b")]).toEqual(["A", undefined]);
    clock = 1000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxEntries and maxBytes, dropping the entry stored longest ago", () => {
    const cache = new BoundedCache<string>({ ttlMs: 60_000, maxEntries: 2, maxBytes: 100 });
    cache.set("a", "A", { bytes: 10 });
    cache.set("b", "B", { bytes: 10 });
    cache.set("c", "C", { bytes: 10 });
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "B", "C"]);
    cache.set("big", "D", { bytes: 95 });
    expect([cache.get("b"), cache.get("c"), cache.get("big")]).toEqual([undefined, undefined, "D"]);
    expect(cache.bytes).toBe(95);
    // A value bigger than the whole cache is not kept (and evicts nothing).
    cache.set("huge", "E", { bytes: 101 });
    expect([cache.get("big"), cache.get("huge")]).toEqual(["D", undefined]);
  });

  it("keeps nothing when its time is zero", () => {
    const cache = new BoundedCache<string>({ ttlMs: 0, maxEntries: 10 });
    cache.set("a", "A");
    expect(cache.get("a")).toBeUndefined();
  });
});

const page = (overrides: Partial<RenderInputs> = {}): RenderInputs => ({
  method: "GET",
  url: "http://localhost/vehicles/",
  status: 200,
  serverHandoffString: '{"state":{"loaderData":{"root":{"firstName":"Aroha"}}}}',
  hasErrors: false,
  ...overrides,
});

describe("renderKey: which renders are kept", () => {
  it("keys a successful GET page by its URL and its serialised data", () => {
    const key = renderKey(page());
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renderKey(page())).toBe(key);
    expect(renderKey(page({ method: "HEAD" }))).toBe(key);
    expect(renderKey(page({ url: "http://localhost/vehicles/?category=SUV" }))).not.toBe(key);
    expect(
      renderKey(page({ serverHandoffString: '{"state":{"loaderData":{"root":{"firstName":"Tama"}}}}' })),
    ).not.toBe(key);
  });

  it("keeps no answer to a form, no error page, and nothing without Remix's state", () => {
    expect(renderKey(page({ method: "POST" }))).toBeNull();
    expect(renderKey(page({ status: 404 }))).toBeNull();
    expect(renderKey(page({ hasErrors: true }))).toBeNull();
    expect(renderKey(page({ serverHandoffString: undefined }))).toBeNull();
  });
});

describe("createRenderMemo", () => {
  const markup = (nonce: string, name = "Aroha") =>
    `<html><p>Kia ora ${name}</p><script nonce="${nonce}">1</script><script nonce="${nonce}">2</script></html>`;

  it("keeps a page from its second render on, answering later requests with it and their own nonce", () => {
    const memo = createRenderMemo({ seconds: 30 });
    let renders = 0;
    const render = (nonce: string) => {
      renders += 1;
      return markup(nonce);
    };
    expect(memo.render(page(), "first+nonce==", render)).toBe(markup("first+nonce=="));
    expect(memo.render(page(), "second/nonce==", render)).toBe(markup("second/nonce=="));
    expect(renders).toBe(2);
    const third = memo.render(page(), "third+nonce==", render);
    const fourth = memo.render(page(), "fourth+nonce==", render);
    expect(renders).toBe(2);
    expect(third).toBe(markup("third+nonce=="));
    expect(fourth).toBe(markup("fourth+nonce=="));
    expect(fourth).not.toContain("second/nonce==");
  });

  it("renders again when the data differ, and for what it never keeps", () => {
    const memo = createRenderMemo({ seconds: 30 });
    let renders = 0;
    const render = (name: string) => (nonce: string) => {
      renders += 1;
      return markup(nonce, name);
    };
    for (const nonce of ["n1", "n2"]) memo.render(page(), nonce, render("Aroha"));
    const other = memo.render(
      page({ serverHandoffString: '{"state":{"loaderData":{"root":{"firstName":"Tama"}}}}' }),
      "n3",
      render("Tama"),
    );
    expect(other).toContain("Kia ora Tama");
    for (const nonce of ["n4", "n5", "n6"]) memo.render(page({ method: "POST" }), nonce, render("Aroha"));
    expect(renders).toBe(6);
  });

  it("keeps a page for its seconds only, and nothing when they are zero", () => {
    let clock = 0;
    const memo = createRenderMemo({ seconds: 30, now: () => clock });
    let renders = 0;
    const render = (nonce: string) => {
      renders += 1;
      return markup(nonce);
    };
    memo.render(page(), "n1", render);
    memo.render(page(), "n2", render);
    clock = 29_999;
    memo.render(page(), "n3", render);
    expect(renders).toBe(2);
    clock = 30_000;
    memo.render(page(), "n4", render);
    expect(renders).toBe(3);

    const off = createRenderMemo({ seconds: 0 });
    for (const nonce of ["n1", "n2", "n3"]) off.render(page(), nonce, render);
    expect(renders).toBe(6);
  });
});

describe("pages through Remix with the memo on", () => {
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    const { createRequestHandler } = await import("@remix-run/node");
    const { loadAppBuild } = await import("./support/app-build");
    const { build } = (await loadAppBuild()) as { build: ServerBuild };
    const handler = createRequestHandler(build, "production");
    handle = (request) => handler(request);
  });

  async function searchAt(branchCode: string): Promise<string> {
    const branch = await getBranchByCode(branchCode);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
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

  const resultsFor = async (cookie: string) => {
    const response = await handle(new Request("http://localhost/vehicles/", { headers: { Cookie: cookie } }));
    expect(response.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
    return { html: await response.text(), nonce: nonce! };
  };

  it("gives each visitor the results of their own search, and the same page again with a new nonce", async () => {
    const [christchurch, queenstown] = [await getBranchByCode("CHC"), await getBranchByCode("ZQN")];
    const inChristchurch = await searchAt("CHC");
    const inQueenstown = await searchAt("ZQN");
    const first = await resultsFor(inChristchurch);
    await resultsFor(inChristchurch);
    // The third is answered with the markup kept from the second.
    const second = await resultsFor(inChristchurch);
    const other = await resultsFor(inQueenstown);
    const pickupOf = (html: string) => /Pick-up<\/dt><dd><strong>([^<]+)<\/strong>/.exec(html)?.[1];
    expect(pickupOf(first.html)).toBe(christchurch!.name);
    expect(pickupOf(other.html)).toBe(queenstown!.name);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).not.toContain(first.nonce);
    expect(second.html.replaceAll(second.nonce, "NONCE")).toBe(first.html.replaceAll(first.nonce, "NONCE"));
  });
});
