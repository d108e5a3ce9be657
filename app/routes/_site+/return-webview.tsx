import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { t } from "~/services/platform/i18n/translate";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import {
  APP_RETURN_URL,
  RESERVATION_REFERENCE_PATTERN,
  RETURN_WEBVIEW_STATUSES,
  type ReturnWebviewStatus,
} from "~/services/changes/constants";
import { RETURN_WEBVIEW_TEXT as T } from "~/services/changes/text";
import type { ShellHandle } from "~/services/shell/handle";
import * as styles from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import * as own from "~/styles/return-webview.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";

/**
 * /return-webview/: where an in-app webview of the GO app ends (spec: "in-app webviews using
 * #hideheader and /return-webview/"). No header or footer. It says what happened (?status=
 * success|cancelled|failed), links back into the app (gorentals://return with the validated
 * status and reference) and to the website, and with JavaScript posts a "return" message to a
 * React Native webview and to a same-origin parent frame. Anything else in the query is dropped.
 */

export const handle: ShellHandle = { hideChrome: true };

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.pageTitle, noindex: true });

/** ?status= when it is one of RETURN_WEBVIEW_STATUSES (any case), else null. */
export function returnStatus(value: string | null): ReturnWebviewStatus | null {
  const status = (value ?? "").trim().toLowerCase();
  return (RETURN_WEBVIEW_STATUSES as readonly string[]).includes(status)
    ? (status as ReturnWebviewStatus)
    : null;
}

/** ?reference= when it is a reservation number (GO and 7 digits, any case), upper-cased, else null. */
export function returnReference(value: string | null): string | null {
  const reference = (value ?? "").trim().toUpperCase();
  return RESERVATION_REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** gorentals://return, with ?status= and ?reference= when they are valid. */
export function appReturnHref(status: ReturnWebviewStatus | null, reference: string | null): string {
  const query = new URLSearchParams();
  if (status) query.set("status", status);
  if (reference) query.set("reference", reference);
  const text = query.toString();
  return text ? `${APP_RETURN_URL}?${text}` : APP_RETURN_URL;
}

export async function loader({ request }: LoaderFunctionArgs) {
  let status: ReturnWebviewStatus | null = null;
  let reference: string | null = null;
  try {
    const query = new URL(request.url).searchParams;
    status = returnStatus(query.get("status"));
    reference = returnReference(query.get("reference"));
  } catch {
    // An unreadable query is the same as none.
  }
  return data({ status, reference, appHref: appReturnHref(status, reference) }, { headers: NO_STORE });
}

type ReactNativeWindow = Window & { ReactNativeWebView?: { postMessage?: (message: string) => void } };

/** Tells a listening webview that the flow is over; does nothing where nobody listens. */
function postReturnMessage(status: ReturnWebviewStatus | null, reference: string | null) {
  const message = JSON.stringify({ type: "return", status, reference });
  const host = window as ReactNativeWindow;
  try {
    host.ReactNativeWebView?.postMessage?.(message);
  } catch {
    // A webview bridge that throws must not break the page.
  }
  try {
    // Only to a parent frame of our own origin: the message never leaves the site.
    if (window.parent && window.parent !== window) window.parent.postMessage(message, window.location.origin);
  } catch {
    // Nothing to tell.
  }
}

export default function ReturnWebview() {
  const { status, reference, appHref } = useLoaderData<typeof loader>();
  useEffect(() => {
    postReturnMessage(status, reference);
  }, [status, reference]);
  const key = status ?? "none";
  return (
    <div className={container}>
      <div className={own.panel}>
        <h1 className={styles.pageTitle}>{t(T.title[key])}</h1>
        <p className={styles.lead}>{t(T.text[key])}</p>
        {reference ? (
          <p>
            {t(T.reference)}: <strong>{reference}</strong>
          </p>
        ) : null}
        <div className={own.actions}>
          <a className={button.primary} href={appHref}>
            {t(T.openApp)}
          </a>
          <Link to="/">{t(T.website)}</Link>
        </div>
      </div>
    </div>
  );
}
