import { useHref } from "@remix-run/react";
import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

const SitePrefixContext = createContext("");

/**
 * The page's language prefix ("" or "/de", Remix's basename: ADR 0092), read from the router once
 * for the whole frame: a page's header and footer carry about a hundred links, and resolving each
 * through the router (Remix's Link resolves it twice) was a measurable part of every page's render
 * (ADR 0096).
 */
export function SitePrefixProvider({ children }: { children: ReactNode }) {
  const prefix = useHref("/").replace(/\/$/, "");
  return <SitePrefixContext.Provider value={prefix}>{children}</SitePrefixContext.Provider>;
}

/** A path of the site ("/deals/") as a link in the page's language writes it ("/de/deals/"). */
export function useSiteHref(to: string): string {
  return useContext(SitePrefixContext) + to;
}

/**
 * A plain link to a page of the site, in the page's language: a document navigation, as the
 * footer's and the menus' no-script links are (no client-side navigation or route discovery).
 * `to` is a path from the site's root ("/deals/").
 */
export function SiteLink({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return (
    <a href={useSiteHref(to)} {...rest}>
      {children}
    </a>
  );
}
