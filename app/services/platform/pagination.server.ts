import { redirect } from "@remix-run/node";
import { notFound } from "./http-status";
import { paginate, parsePageParam, type Paged } from "./pagination";

/**
 * The page of a list a request asks for (`?page=N`), for a loader: `?page=1` throws a 301 to the
 * bare list URL, a malformed or out-of-range page throws the site's 404.
 */
export function requestedPage<T>(request: Request, items: readonly T[], pageSize: number): Paged<T> {
  const url = new URL(request.url);
  const wanted = parsePageParam(url.searchParams.get("page"));
  if (wanted.kind === "first") {
    url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`, 301);
  }
  if (wanted.kind === "invalid") throw notFound();
  const paged = paginate(items, wanted.page, pageSize);
  if (!paged) throw notFound();
  return paged;
}
