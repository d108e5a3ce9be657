import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { t } from "~/services/platform/i18n/translate";
import { redirect, data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ContactForm } from "~/components/content-service/ContactForm";
import { readFormTexts } from "~/services/platform/form-data.server";
import { validationErrorWith } from "~/services/platform/form-answer.server";
import { CONTACT_PATH } from "~/services/shell/constants";
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_SENT_PARAM } from "~/services/shell/contact-us/constants";
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  type ContactFormValues,
  type ContactSent,
} from "~/services/shell/contact-us/form";
import {
  contactEnquiryOptions,
  lastContactSent,
  newSubmissionToken,
  submitContactEnquiry,
} from "~/services/shell/contact-us/enquiry.server";
import { CONTACT_TEXT as T } from "~/services/shell/contact-us/text";
import { getSession, sessionHeaders } from "~/services/platform/session.server";
import * as styles from "~/styles/booking.css";
import * as contentStyles from "~/styles/content.css";
import { container } from "~/styles/layout.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";

/**
 * /contact/: the contact-us form as a page. It is what the header's "Email us" opens without
 * JavaScript (with JavaScript the same form opens in a modal and posts here with a fetcher,
 * mode=modal, and gets JSON). Not a spec route; see docs/decisions/0037-contact-us-form.md.
 * A sent page form redirects to /contact/?sent=1, which shows the confirmation.
 */

export const meta: MetaFunction = (args) =>
  seoMeta(args, {
    title: T.pageTitle,
    description: T.pageDescription,
  });

const PAGE_FORM_ID = "contact-form";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(request);
  const options = await contactEnquiryOptions();
  const sent = url.searchParams.get(CONTACT_SENT_PARAM) === "1" ? lastContactSent(session) : null;
  return data(
    { options, token: newSubmissionToken(), sent, showSent: url.searchParams.has(CONTACT_SENT_PARAM) },
    { headers: NO_STORE },
  );
}

type ActionAnswer =
  | { sent: ContactSent }
  | {
      values: ContactFormValues;
      message: string | null;
      fieldErrors: Record<string, string>;
      repopulateFields: Record<string, string>;
      formId: string;
    };

export async function action({ request, context }: ActionFunctionArgs) {
  const raw = await readFormTexts(request, 300, { [CONTACT_FIELDS.message]: CONTACT_MESSAGE_MAX_LENGTH * 2 });
  const session = await getSession(request);
  const modal = raw[CONTACT_FIELDS.mode] === "modal";
  const formId =
    raw.__rvfInternalFormId && /^[a-z0-9-]{1,40}$/.test(raw.__rvfInternalFormId)
      ? raw.__rvfInternalFormId
      : PAGE_FORM_ID;
  const result = await submitContactEnquiry(session, clientAddress(context), raw);
  const headers = await sessionHeaders(session);
  if (result.ok) {
    if (modal) return data<ActionAnswer>({ sent: result.sent }, { headers });
    return redirect(`${CONTACT_PATH}?${CONTACT_SENT_PARAM}=1`, { status: 303, headers });
  }
  const { values } = result;
  const kept: Record<string, string> = { ...values };
  if (result.status === 429) headers.set("Retry-After", String(result.retryAfterSeconds));
  return validationErrorWith(
    { values, message: result.status === 429 ? result.message : null },
    { fieldErrors: result.status === 400 ? result.fieldErrors : {}, formId },
    kept,
    { status: result.status, headers },
  );
}

export default function ContactPage() {
  const { options, token, sent, showSent } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ActionAnswer | undefined;
  const refused = answer && "values" in answer ? answer : null;
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.pageTitle}>{t(showSent ? T.sentTitle : T.pageTitle)}</h1>
      {showSent ? (
        sent ? (
          <div className={contentStyles.status} role="status">
            <p>{T.sentText(sent.name, sent.team)}</p>
            <p>{T.sentReply(sent.email)}</p>
          </div>
        ) : (
          <p className={styles.lead}>{t(T.noSentMessage)}</p>
        )
      ) : (
        <p className={styles.lead}>{t(T.pageIntro)}</p>
      )}
      {showSent ? (
        <p>
          <Link to={CONTACT_PATH}>{t(T.sentAgain)}</Link>
        </p>
      ) : (
        <ContactForm
          id={PAGE_FORM_ID}
          options={options}
          token={token}
          defaultValues={refused?.values ?? EMPTY_CONTACT_VALUES}
          message={refused?.message ?? null}
        />
      )}
    </div>
  );
}
