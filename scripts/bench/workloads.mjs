// What the bench asks the site for: a traveller's search never sent before (the search form's
// POST /search-vehicles/ and the GET /vehicles/ it redirects to, as one unit), the home page with a
// session, and the results page of a search already made; and the bare app's page.
import { request } from "./http-load.mjs";

const BRANCHES = 9;
const PICKUP_DAYS = 400; // 3 to 402 days ahead: inside the 18-month booking horizon
const TIMES = 14; // 09:00 to 15:30, every half hour: every branch is open then
const LENGTHS = 28; // 1 to 28 days
const SEARCHES = BRANCHES * PICKUP_DAYS * TIMES * LENGTHS * TIMES;
const STRIDE = 7919; // a prime that divides no factor of SEARCHES: k → k * STRIDE is one-to-one

const pad = (n) => String(n).padStart(2, "0");
const timeOf = (slot) => `${pad(9 + Math.floor(slot / 2))}:${slot % 2 ? "30" : "00"}`;
const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The k-th search of a run as the search form posts it (k = 0, 1, …: no two alike before
 * about 20 million): pick-up branch, pick-up day and time, length and drop-off time all vary,
 * spread out so neighbours differ in every field. Drop-off at the same branch ("" in the form).
 */
export function searchFields(k) {
  let n = (k * STRIDE) % SEARCHES;
  const take = (size) => {
    const value = n % size;
    n = Math.floor(n / size);
    return value;
  };
  const branch = 1 + take(BRANCHES);
  const pickupDay = 3 + take(PICKUP_DAYS);
  const pickupTime = timeOf(take(TIMES));
  const length = 1 + take(LENGTHS);
  const dropOffTime = timeOf(take(TIMES));
  return {
    pickupBranch: String(branch),
    dropOffBranch: "",
    pickupDate: dayFromToday(pickupDay),
    pickupTime,
    dropOffDate: dayFromToday(pickupDay + length),
    dropOffTime,
  };
}

const cookieOf = (headers) => {
  const set = headers["set-cookie"];
  return set && set.length ? set[0].split(";")[0] : null;
};

/**
 * The site's workloads. `nextSearch()` hands out the run's next search number, so no search is
 * sent twice in a run. Visitors are sessions made at setup (each by one search, not timed).
 * @param {{ base: string, nextSearch: () => number }} options
 */
export function siteWorkloads({ base, nextSearch }) {
  const url = new URL(base);
  const page = { Accept: "text/html,application/xhtml+xml" };
  /** @type {string[]} */
  const visitors = [];

  /** The whole search: POST the form (with the visitor's cookie, from the site's own origin), then the results. */
  async function search(agent, visitor) {
    const posted = await request({
      agent,
      base: url,
      method: "POST",
      path: "/search-vehicles/",
      headers: {
        ...page,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: base,
        ...(visitor === undefined ? {} : { Cookie: visitors[visitor] }),
      },
      body: new URLSearchParams(searchFields(nextSearch())).toString(),
    });
    const cookie = cookieOf(posted.headers) ?? (visitor === undefined ? null : visitors[visitor]);
    if (posted.status < 300 || posted.status > 399 || !cookie) {
      throw new Error(
        `POST /search-vehicles/ answered ${posted.status}${cookie ? "" : " without a session cookie"}`,
      );
    }
    if (visitor !== undefined) visitors[visitor] = cookie;
    const results = await request({
      agent,
      base: url,
      path: "/vehicles/",
      headers: { ...page, Cookie: cookie },
    });
    if (results.status !== 200) throw new Error(`GET /vehicles/ after a search answered ${results.status}`);
    return cookie;
  }

  const get = async (agent, path, cookie) => {
    const answer = await request({ agent, base: url, path, headers: { ...page, Cookie: cookie } });
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    return true;
  };

  return {
    visitors,
    /** Makes `count` visitors, each with a session holding one search of its own (not timed). */
    async makeVisitors(agent, count) {
      for (let i = visitors.length; i < count; i += 1) visitors.push(await search(agent, undefined));
    },
    /** One never-seen search by the client's own visitor (closed loop) or the unit's (open loop). */
    search: (unit) => search(unit.agent, (unit.index ?? 0) % visitors.length).then(() => true),
    home: (unit) => get(unit.agent, "/", visitors[(unit.index ?? 0) % visitors.length]),
    results: (unit) => get(unit.agent, "/vehicles/", visitors[(unit.index ?? 0) % visitors.length]),
    /** Visitor `index`'s results page's HTML, for its size (uncompressed) and a check that it lists vehicles. */
    async resultsPage(agent, index = 0) {
      const answer = await request({
        agent,
        base: url,
        path: "/vehicles/",
        headers: { ...page, Cookie: visitors[index] },
        keepBody: true,
      });
      return { status: answer.status, bytes: answer.bytes, html: answer.text ?? "" };
    },
  };
}

/** The bare app's page. */
export function bareWorkload({ base }) {
  const url = new URL(base);
  return async (unit) => {
    const answer = await request({
      agent: unit.agent,
      base: url,
      path: "/",
      headers: { Accept: "text/html" },
    });
    if (answer.status !== 200) throw new Error(`the bare page answered ${answer.status}`);
    return true;
  };
}
