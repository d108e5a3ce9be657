/** Reading /metrics in the tests of the built server. */

/** The value of one sample of the Prometheus text, 0 when it is absent. */
export function sample(text: string, name: string, labels: string): number {
  const prefix = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split("\n").find((row) => row.startsWith(prefix));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

export async function scrape(base: string, authorization?: string) {
  const response = await fetch(`${base}/metrics`, {
    headers: authorization ? { Authorization: authorization } : {},
  });
  return { status: response.status, type: response.headers.get("Content-Type"), body: await response.text() };
}
