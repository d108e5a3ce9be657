import net from "node:net";

/**
 * TRUST_PROXY as Express's `trust proxy` setting, which decides req.ip, the client address every
 * per-IP rate limit counts (docs/rate-limits.md, docs/decisions/0071-client-address.md):
 *  - unset, `false` or `0`: no proxy; the address is the socket's, X-Forwarded-For is ignored;
 *  - a hop count `1`…`9` (`true` means `1`, one reverse proxy): the address that many hops in from
 *    the right of X-Forwarded-For (the entry the outermost trusted proxy wrote);
 *  - a comma-separated list of trusted proxies (addresses, CIDR ranges, or Express's names
 *    `loopback`, `linklocal`, `uniquelocal`): X-Forwarded-For is read from the right, skipping
 *    trusted addresses; the first untrusted one is the client.
 * Never Express's `true` (trust every hop: the left-most entry, which the client writes).
 * Throws an Error naming TRUST_PROXY for anything else.
 * @param {string | undefined} value
 * @returns {false | number | string[]}
 */
export function trustProxySetting(value) {
  const text = (value ?? "").trim();
  if (text === "" || text === "false" || text === "0") return false;
  if (text === "true") return 1;
  if (/^[1-9]$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  const named = new Set(["loopback", "linklocal", "uniquelocal"]);
  const bad = entries.filter((entry) => !named.has(entry) && !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must be false, true, a hop count 1-9, or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (not ${JSON.stringify(bad[0] ?? text)})`,
    );
  }
  return entries;
}

/** "10.0.0.1", "10.0.0.0/8", "2001:db8::/32". */
function isAddressOrRange(entry) {
  const [address, bits, ...rest] = entry.split("/");
  const version = net.isIP(address ?? "");
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * The load context of every request (Remix's getLoadContext): the client address as the trusted
 * proxies saw it (req.ip under the app's `trust proxy` setting), else the socket's.
 * @param {import("express").Request} request
 * @returns {{ clientAddress: string }}
 */
export function loadContextOf(request) {
  return { clientAddress: request.ip ?? request.socket?.remoteAddress ?? "" };
}
