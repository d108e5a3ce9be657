import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { t } from "~/services/platform/i18n/translate";
import { redirect, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import {
  getItinerary,
  getReservation,
  itineraryExpiry,
  redirectToVehiclesExpired,
} from "~/services/booking/session.server";
import { MAX_QUOTE_CODE_ECHO, QUOTE_PARAM, QUOTE_PATH } from "~/services/booking/constants";
import { quoteCodeSchema } from "~/services/booking/steps/forms";
import { QUOTE_MESSAGES, QUOTE_PAGE_TEXT } from "~/services/booking/quotes/text";
import {
  DETAILS_STEP_URL,
  QUOTE_SENT_URL,
  resumeQuote,
  REVIEW_STEP_URL,
  saveQuote,
} from "~/services/booking/quotes/quotes.server";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { commitSession, getSession, redirectWithSession } from "~/services/platform/session.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { container } from "~/styles/layout.css";
import * as styles from "~/styles/quote.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /book-from-quote/: GET ?quote=TOKEN resumes a saved quote at its next booking step; without a
 * token (or with one that fails) it is a page explaining quotes, with the reason, a form for the
 * quote code and a link to a new search. POST intent=save (the review step's "Email me this
 * quote") saves the session's booking as a quote, emails it and goes back to step 4.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: QUOTE_PAGE_TEXT.title, noindex: true });

const codeValidator = withZod(quoteCodeSchema);

type PageError = { message: string };
type PageData = { code: string; error: PageError | null; back: { href: string; label: string } | null };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const code = url.searchParams.get(QUOTE_PARAM);
  if (code === null) return data<PageData>({ code: "", error: null, back: null }, { headers: NO_STORE });

  const session = await getSession(request);
  const result = await resumeQuote(session, code, new Date(), { clientAddress: clientAddress(context) });
  if (result.ok || ("redirectTo" in result && result.redirectTo)) {
    return redirectWithSession(session, result.redirectTo ?? "/vehicles/");
  }
  if (result.reason === "hold-limit") {
    // Over the holds cap: the message here, with the trip kept in the session.
    const headers = new Headers({ ...NO_STORE, ...retryAfter(result.retryAfterSeconds) });
    headers.append("Set-Cookie", await commitSession(session));
    return data<PageData>(
      { code: code.slice(0, MAX_QUOTE_CODE_ECHO), error: { message: result.message }, back: null },
      { status: result.status, headers },
    );
  }
  return data<PageData>(
    { code: code.slice(0, MAX_QUOTE_CODE_ECHO), error: { message: result.message }, back: null },
    { status: result.status, headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  let intent: FormDataEntryValue | null = null;
  try {
    intent = ((await readFormData(request)) ?? new FormData()).get("intent");
  } catch {
    // Not a form post: answered below like an unknown intent.
  }
  if (intent !== "save") {
    return data<PageData>(
      { code: "", error: { message: QUOTE_MESSAGES.saveFailed }, back: null },
      { status: 400 },
    );
  }

  const session = await getSession(request);
  const itinerary = getItinerary(session);
  const reservation = getReservation(session);
  const userId = session.get("userId");
  const expiry = itineraryExpiry(itinerary, {
    userId: typeof userId === "string" ? userId : null,
    isAppLogin: session.get("isAppLogin") === true,
  });
  if (expiry === "missing") return redirect("/vehicles/");
  if (expiry !== null) return redirectToVehiclesExpired();

  const result = await saveQuote({ itinerary, reservation }, reservation?.customerDetails?.email);
  if (result.ok) return redirect(QUOTE_SENT_URL);
  if (result.reason === "no-booking") return redirect("/vehicles/");
  const back = {
    href: result.reason === "no-email" ? DETAILS_STEP_URL : REVIEW_STEP_URL,
    label: QUOTE_PAGE_TEXT.backToBooking,
  };
  return data<PageData>(
    { code: "", error: { message: result.message }, back },
    { status: result.reason === "too-many" ? 429 : 400, headers: retryAfter(result.retryAfterSeconds) },
  );
}

export default function BookFromQuote() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const data = posted ?? loaded;
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={styles.panel}>
        <h1 className={styles.title}>{t(QUOTE_PAGE_TEXT.title)}</h1>
        {data.error ? (
          <div className={styles.message.error} role="alert">
            {t(data.error.message)}
            {data.back ? (
              <>
                {" "}
                <Link to={data.back.href}>{t(data.back.label)}</Link>
              </>
            ) : null}
          </div>
        ) : null}
        <p className={styles.lead}>{t(QUOTE_PAGE_TEXT.intro)}</p>
        <p className={styles.muted}>{t(QUOTE_PAGE_TEXT.validity)}</p>
        <ValidatedForm
          validator={codeValidator}
          method="get"
          action={QUOTE_PATH}
          className={styles.form}
          defaultValues={{ [QUOTE_PARAM]: data.code }}
          noValidate
        >
          <TextField
            name={QUOTE_PARAM}
            label={QUOTE_PAGE_TEXT.codeLabel}
            hint={QUOTE_PAGE_TEXT.codeHint}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
          />
          <div className={styles.actions}>
            <SubmitButton>{t(QUOTE_PAGE_TEXT.submit)}</SubmitButton>
            <Link to="/vehicles/">{t(QUOTE_PAGE_TEXT.newSearch)}</Link>
          </div>
        </ValidatedForm>
      </div>
    </div>
  );
}
