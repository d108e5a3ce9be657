import net from "node:net";

/**
 * The client address that per-IP rate limits count (docs/rate-limits.md). server/app.mjs puts it
 * in every request's load context (getLoadContext: Express's req.ip under TRUST_PROXY, the socket
 * address when there is no proxy); X-Forwarded-For is never read here.
 */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address as the trusted proxies saw it (server/trust-proxy.mjs). */
    clientAddress?: string;
  }
}

/**
 * The address used when a request carries none: only callers without the production server give
 * none (tests calling Remix or a loader directly). It is still counted, one budget for them all,
 * so a missing address never lifts a limit.
 */
export const UNKNOWN_CLIENT_ADDRESS = "unknown";

/**
 * The rate-limit key of an address: IPv4 as it is (also when IPv4-mapped, "::ffff:203.0.113.9"),
 * IPv6 by its /64 network, since one household or phone is given a whole /64 and can pick any
 * address in it.
 */
export function clientAddressKey(address: string): string {
  const trimmed = address.trim().toLowerCase().replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped && net.isIPv4(mapped[1])) return mapped[1];
  if (net.isIPv4(trimmed)) return trimmed;
  if (!net.isIPv6(trimmed)) return UNKNOWN_CLIENT_ADDRESS;
  return `${ipv6Groups(trimmed).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function ipv6Groups(address: string): string[] {
  const withoutV4 = address.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(":"),
  );
  const [head, tail] = withoutV4.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((group) => (parseInt(group, 16) || 0).toString(16));
}

/** The client address of a request, from its load context (`context` of a loader or action). */
export function clientAddress(context: { clientAddress?: unknown } | null | undefined): string {
  const address = context?.clientAddress;
  return typeof address === "string" && address ? clientAddressKey(address) : UNKNOWN_CLIENT_ADDRESS;
}
