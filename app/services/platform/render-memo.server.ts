import { createHash } from "node:crypto";
import { getConfig } from "~/config.server";
import { BoundedCache } from "./bounded-cache";

/**
 * Pages rendered again from what they were rendered from (docs/decisions/0065-render-memo.md).
 *
 * On the server a page's HTML depends only on its URL, its status and the data of its loaders
 * (and action), which Remix serialises whole into the page as `serverHandoffString`, besides the
 * CSP nonce; the components read nothing else, except the clock for the footer's year. So two
 * requests with the same URL and the same serialised data get the same HTML: the second is
 * answered with the first's markup (its nonce swapped for its own) instead of a React render,
 * which is most of a page's CPU. Loaders always run, so every answer reflects the data as it is
 * now, and each visitor only ever gets markup made from their own data. A page is kept from its
 * second render on, and lives RENDER_MEMO_SECONDS (30; 0 turns it off), which bounds how long
 * the year can lag.
 */
export type RenderInputs = {
  method: string;
  url: string;
  status: number;
  /** Remix's serialised state of the page: every loader's data, the action's, the errors. */
  serverHandoffString: string | undefined;
  hasErrors: boolean;
};

type Rendered = { html: string; nonce: string };

/** The key of a render, or null when it is not kept: only whole, successful GET pages are. */
export function renderKey({
  method,
  url,
  status,
  serverHandoffString,
  hasErrors,
}: RenderInputs): string | null {
  if ((method !== "GET" && method !== "HEAD") || status !== 200 || hasErrors || !serverHandoffString)
    return null;
  return createHash("sha256").update(url).update("\u0000").update(serverHandoffString).digest("base64url");
}

export type RenderMemo = {
  /** The page's HTML with `nonce` on its scripts: kept markup when the inputs match, else `render(nonce)`. */
  render(inputs: RenderInputs, nonce: string, render: (nonce: string) => string): string;
  clear(): void;
};

export function createRenderMemo({
  seconds,
  maxEntries = 500,
  maxChars = 32 * 1024 * 1024,
  now,
}: {
  seconds: number;
  maxEntries?: number;
  /** Total length of the kept pages, in characters. */
  maxChars?: number;
  now?: () => number;
}): RenderMemo {
  const kept = new BoundedCache<Rendered>({ ttlMs: seconds * 1000, maxEntries, maxBytes: maxChars, now });
  // Keys rendered once lately. A page is kept only when asked for a second time: most pages of a
  // stream of different searches are asked for once, and keeping each of them cost more (the
  // garbage collector moving 100 KB strings it could otherwise have dropped young) than rendering.
  const seen = new BoundedCache<true>({ ttlMs: seconds * 1000, maxEntries: maxEntries * 20, now });
  return {
    render(inputs, nonce, render) {
      const key = seconds > 0 ? renderKey(inputs) : null;
      if (key === null) return render(nonce);
      const hit = kept.get(key);
      if (hit) return hit.nonce === nonce ? hit.html : hit.html.replaceAll(hit.nonce, nonce);
      const html = render(nonce);
      if (seen.get(key)) kept.set(key, { html, nonce }, { bytes: html.length });
      else seen.set(key, true);
      return html;
    },
    clear: () => {
      kept.clear();
      seen.clear();
    },
  };
}

let memo: RenderMemo | undefined;

/** The process's memo, configured by RENDER_MEMO_SECONDS. */
export function renderMemo(): RenderMemo {
  memo ??= createRenderMemo({ seconds: getConfig().renderMemoSeconds });
  return memo;
}
