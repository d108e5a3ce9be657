import { DEFAULT_BRAND_NAME } from "~/models/constants";
import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { lazy, Suspense, type ReactNode } from "react";
import { RenderFallbackBoundary } from "~/components/errors/RenderFallbackBoundary";
import * as serverErrorPage from "~/components/errors/route-error-page.server";
import { TokenRenewal } from "~/components/account/TokenRenewal";
import { useHydrated } from "~/components/modal/useHydrated";
import { useNonce } from "~/components/shell";
import { SiteShell } from "~/components/shell/SiteShell";
import { errorStatus } from "~/services/platform/http-status";
import { notFoundMeta, seoMeta } from "~/services/content/seo/seo";
import { shellSettings } from "~/services/shell/handle";
import { loadRoot } from "~/services/shell/shell.server";
import { brandBodyClass } from "~/styles/brand";
import { currentLanguage } from "~/services/platform/i18n/translate";

/**
 * The error page loads when a page needs it: most visits never do. The server renders it at once
 * from its static copy (route-error-page.server.ts, empty in the browser); in the browser the
 * Suspense boundary keeps the server's HTML until the page's code has loaded, then hydrates it.
 */
const RouteErrorPage =
  serverErrorPage.RouteErrorPage ??
  lazy(() =>
    import("~/components/errors/RouteErrorPage").then((module) => ({ default: module.RouteErrorPage })),
  );

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = (args) => {
  if (args.error) return notFoundMeta(args);
  return seoMeta(args, { title: DEFAULT_BRAND_NAME, fullTitle: true });
};

export const loader = ({ request }: LoaderFunctionArgs) => loadRoot(request);

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const matches = useMatches();
  const settings = shellSettings(matches.map((match) => match.handle));
  // Set once React has taken over the page (its handlers work): what the e2e tests wait for with JavaScript.
  const hydrated = useHydrated();
  // The document's language; in the browser, set by entry.client from these attributes (ADR 0092).
  const language = currentLanguage();
  const catalogueHref = shell?.language.catalogueHref;
  return (
    <html
      lang={language.tag}
      data-hydrated={hydrated ? "" : undefined}
      data-language={language.prefix ? JSON.stringify(language) : undefined}
      data-catalogue={catalogueHref ?? undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {catalogueHref ? (
          <link rel="preload" href={catalogueHref} as="fetch" crossOrigin="anonymous" />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className={brandBodyClass(shell?.brand)}>
        <SiteShell shell={shell ?? null} footerStyle={settings.footerStyle} hideChrome={settings.hideChrome}>
          {children}
        </SiteShell>
        {shell?.tokenExpiresAt ? <TokenRenewal tokenExpiresAt={shell.tokenExpiresAt} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const response = isRouteErrorResponse(error) ? error : null;
  return (
    <RenderFallbackBoundary>
      <Suspense fallback={null}>
        <RouteErrorPage
          status={response ? response.status : errorStatus(error)}
          message={typeof response?.data === "string" ? response.data : null}
        />
      </Suspense>
    </RenderFallbackBoundary>
  );
}
