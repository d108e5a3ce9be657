/** The Set-Cookie values of a response's headers (Remix's Headers join them with ", "). */
export function setCookieList(headers: Headers): string[] {
  const joined = headers.get("Set-Cookie");
  if (!joined) return [];
  // Split only where a new "name=" starts, not at the comma inside an Expires date.
  return joined.split(/,\s*(?=[A-Za-z0-9_-]+=)/);
}

/** A Cookie request header carrying what a response set. */
export function cookieHeaderFrom(headers: Headers): string {
  return setCookieList(headers)
    .map((value) => value.split(";")[0])
    .join("; ");
}
