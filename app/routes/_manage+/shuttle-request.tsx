import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { Fragment, useState, type ReactNode } from "react";
import { useField, ValidatedForm } from "remix-validated-form";
import { BookingFindForm } from "~/components/changes/BookingFindForm";
import { CallLink, RefusalNotice, type Refusal } from "~/components/booking/RefusalNotice";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { useHydrated } from "~/components/modal";
import type { ShuttleRequestOutcome } from "~/models/reservations/shuttle-requests.server";
import {
  SHUTTLE_ACCOMMODATION_ADDRESS_MAX_LENGTH,
  SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH,
  SHUTTLE_NOTE_MAX_LENGTH,
  SHUTTLE_PASSENGERS_MAX,
  SHUTTLE_PASSENGERS_MIN,
  SHUTTLE_REQUEST_PATH,
  SHUTTLE_REQUEST_SENT_PARAM,
} from "~/services/changes/constants";
import { SHUTTLE_REQUEST_MESSAGES as M, SHUTTLE_REQUEST_TEXT as T } from "~/services/changes/shuttle/text";
import { formatMoney } from "~/services/platform/money";
import { retryAfter } from "~/services/platform/rate-limit.server";
import { getSession, sessionHeaders } from "~/services/platform/session.server";
import {
  findBookingForShuttle,
  forgetFoundReservation,
  loadShuttleBooking,
  type ShuttleBooking,
  type ShuttleChoice,
  type ShuttleFormValues,
  type ShuttleRefusal,
} from "~/services/changes/shuttle/booking.server";
import {
  loadShuttleConfirmation,
  shuttleDetailRows,
  submitShuttleRequest,
  takeSentOutcome,
  type ShuttleConfirmation,
} from "~/services/changes/shuttle/request.server";
import type { ShuttleKind } from "~/services/changes/shuttle/rules";
import { helpNumberFor } from "~/services/changes/help-number.server";
import { detailsSchema, type ShuttleRequestForm } from "~/services/changes/shuttle/forms";
import { validationErrorWith } from "~/services/platform/form-answer.server";
import { answerFindForm } from "~/services/changes/find-form.server";
import type { BookingFindValues } from "~/services/changes/forms";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/booking.css";
import { button, container } from "~/styles/layout.css";
import * as own from "~/styles/shuttle-request.css";
import { seoMeta } from "~/services/content/seo/seo";
import { NO_STORE } from "~/services/platform/cache-control";
import { clientAddress } from "~/services/platform/client-address.server";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /shuttle-request/: a customer with a confirmed booking asks for the airport terminal shuttle or
 * an accommodation pick-up. Plain forms and redirects, so it all works without JavaScript:
 * - step 1 (intent=find): reservation number and email; the found booking is kept in the session;
 * - step 2 (intent=request, the same URL once a booking is found): the branch's shuttles, the
 *   pick-up details, passengers and a note; saving redirects to ?sent=1;
 * - ?sent=1: the request and what happens next (the outcome comes from a session flash);
 * - intent=restart forgets the found booking.
 * The rules are in app/services/changes/shuttle/booking.server.ts.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

export const FIND_FORM_ID = "shuttle-find";
export const DETAILS_FORM_ID = "shuttle-details";
const SENT_URL = `${SHUTTLE_REQUEST_PATH}?${SHUTTLE_REQUEST_SENT_PARAM}=1`;
/** Longest typed value echoed back into a field. */
const MAX_ECHO = 300;

/* ---- What the page shows ---- */

type FindView = { step: "find"; values: BookingFindValues; refusal: Refusal | null };
type DetailsView = { step: "details"; booking: ShuttleBooking; values: ShuttleFormValues };
type SentView = {
  step: "sent";
  outcome: ShuttleRequestOutcome | null;
  confirmation: ShuttleConfirmation;
  rows: [string, string][];
};
type View = FindView | DetailsView | SentView;

const EMPTY_FIND: BookingFindValues = { reference: "", email: "" };
const refusalView = (refusal: ShuttleRefusal): Refusal => ({ message: refusal.message, call: refusal.call });

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(request);

  if (url.searchParams.has(SHUTTLE_REQUEST_SENT_PARAM)) {
    const outcome = takeSentOutcome(session);
    const confirmation = await loadShuttleConfirmation(session);
    if (!confirmation) return redirect(SHUTTLE_REQUEST_PATH, { headers: await sessionHeaders(session) });
    return data<View>(
      { step: "sent", outcome, confirmation, rows: shuttleDetailRows(confirmation) },
      { headers: await sessionHeaders(session) },
    );
  }

  const loaded = await loadShuttleBooking(session);
  // Nothing in the session changed: no need to save it (nor to start one for a first visit).
  if (!loaded) return data<View>({ step: "find", values: EMPTY_FIND, refusal: null }, { headers: NO_STORE });
  if (!loaded.ok) {
    return data<View>(
      { step: "find", values: EMPTY_FIND, refusal: refusalView(loaded) },
      { status: loaded.status, headers: await sessionHeaders(session, retryAfter(loaded.retryAfterSeconds)) },
    );
  }
  return data<View>(
    { step: "details", booking: loaded.booking, values: loaded.booking.values },
    { headers: NO_STORE },
  );
}

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_ECHO) : "";
};

export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  const session = await getSession(request);
  const intent = form.get("intent");

  if (intent === "restart") {
    forgetFoundReservation(session);
    return redirect(SHUTTLE_REQUEST_PATH, { headers: await sessionHeaders(session) });
  }

  if (intent === "find") {
    const step = await answerFindForm(form, {
      session,
      formId: FIND_FORM_ID,
      invalidStatus: 400,
      find: (values) =>
        findBookingForShuttle(session, values, {
          clientAddress: clientAddress(context),
          helpNumber: () => helpNumberFor(request),
        }),
      view: (values, refusal): FindView => ({ step: "find", values, refusal }),
    });
    if (!step.ok) return step.answer;
    return redirect(SHUTTLE_REQUEST_PATH, { headers: await sessionHeaders(session) });
  }

  if (intent === "request") {
    const submitted: ShuttleRequestForm & ShuttleFormValues = {
      shuttleCode: field(form, "shuttleCode"),
      flightNumber: field(form, "flightNumber"),
      accommodationName: field(form, "accommodationName"),
      accommodationAddress: field(form, "accommodationAddress"),
      passengers: field(form, "passengers"),
      // The note may be longer than the echo limit only to be refused for its length.
      note: (() => {
        const note = form.get("note");
        return typeof note === "string" ? note.slice(0, SHUTTLE_NOTE_MAX_LENGTH * 4) : "";
      })(),
    };
    const result = await submitShuttleRequest(session, submitted);
    if (result.ok) return redirect(SENT_URL, { headers: await sessionHeaders(session) });
    if (result.reason === "invalid") {
      return validationErrorWith<DetailsView>(
        { step: "details", booking: result.booking, values: submitted },
        { fieldErrors: result.fieldErrors as Record<string, string>, formId: DETAILS_FORM_ID },
        submitted,
        { status: 400, headers: await sessionHeaders(session) },
      );
    }
    return data<View>(
      { step: "find", values: EMPTY_FIND, refusal: refusalView(result) },
      { status: result.status, headers: await sessionHeaders(session, retryAfter(result.retryAfterSeconds)) },
    );
  }

  return data<View>(
    { step: "find", values: EMPTY_FIND, refusal: { message: M.formUnreadable, call: null } },
    { status: 400, headers: NO_STORE },
  );
}

/* ---- Page ---- */

export default function ShuttleRequestPage() {
  const loaded = useLoaderData<typeof loader>() as View;
  const posted = useActionData<typeof action>() as View | undefined;
  const view = posted ?? loaded;
  return (
    <div className={`${container} ${styles.page}`}>
      <div className={own.column}>
        {view.step === "sent" ? (
          <SentStep view={view} />
        ) : view.step === "details" ? (
          <DetailsStep view={view} />
        ) : (
          <FindStep view={view} />
        )}
      </div>
    </div>
  );
}

function FindStep({ view }: { view: FindView }) {
  return (
    <>
      <h1 className={styles.pageTitle}>{T.title}</h1>
      <p className={styles.lead}>{T.intro}</p>
      {view.refusal ? <RefusalNotice refusal={view.refusal} /> : null}
      <BookingFindForm
        formId={FIND_FORM_ID}
        text={T}
        values={view.values}
        action={SHUTTLE_REQUEST_PATH}
        intent="find"
      />
    </>
  );
}

function FieldError({ name }: { name: string }) {
  const { error } = useField(name, { formId: DETAILS_FORM_ID });
  return error ? (
    <span id={`field-${name}-error`} className={formStyles.error}>
      {error}
    </span>
  ) : null;
}

function NoteField() {
  const { error, getInputProps } = useField("note", { formId: DETAILS_FORM_ID });
  const describedBy = ["field-note-hint", error ? "field-note-error" : null].filter(Boolean).join(" ");
  return (
    <div className={formStyles.field}>
      <label htmlFor="field-note" className={formStyles.label}>
        {T.noteLabel}
      </label>
      <span id="field-note-hint" className={formStyles.hint}>
        {T.noteHint}
      </span>
      <textarea
        {...getInputProps({ id: "field-note", rows: 4, maxLength: SHUTTLE_NOTE_MAX_LENGTH })}
        className={`${formStyles.input} ${own.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldError name="note" />
    </div>
  );
}

function priceText(option: ShuttleChoice): string {
  return option.price > 0 ? `${formatMoney(option.price)}, ${T.paidAtBranch}` : T.free;
}

function DetailsGroup({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint: string | null;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={styles.optionDescription}>{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function ShuttleOptions({
  options,
  initialCode,
  onChoose,
}: {
  options: ShuttleChoice[];
  initialCode: string;
  onChoose: (code: string) => void;
}) {
  const { error } = useField("shuttleCode");
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? "field-shuttleCode-error" : undefined}>
      <legend className={styles.legend}>{T.optionLegend}</legend>
      {options.map((option) => (
        <label key={option.code} className={styles.optionRow}>
          <input
            type="radio"
            name="shuttleCode"
            value={option.code}
            defaultChecked={initialCode === option.code}
            onChange={(event) => {
              if (event.currentTarget.checked) onChoose(option.code);
            }}
            className={formStyles.checkbox}
          />
          <span className={styles.optionText}>
            <span className={styles.optionName}>{option.name}</span>
            <span className={styles.optionDescription}>{option.description}</span>
          </span>
          <span className={styles.optionPrice}>{priceText(option)}</span>
        </label>
      ))}
      <FieldError name="shuttleCode" />
    </fieldset>
  );
}

function DetailsStep({ view }: { view: DetailsView }) {
  const { booking } = view;
  const hydrated = useHydrated();
  const initialCode =
    view.values.shuttleCode || (booking.options.length === 1 ? booking.options[0].code : "");
  const [chosenCode, setChosenCode] = useState(initialCode);
  const chosenKind: ShuttleKind | undefined = booking.options.find(
    (option) => option.code === chosenCode,
  )?.kind;
  const kinds = new Set(booking.options.map((option) => option.kind));
  const bothKinds = kinds.has("airport") && kinds.has("accommodation");
  // Without JavaScript every group the branch needs is shown; with it, only the chosen kind's.
  const shows = (kind: ShuttleKind) => kinds.has(kind) && (!hydrated || !chosenKind || chosenKind === kind);

  return (
    <>
      <h1 className={styles.pageTitle}>{T.title}</h1>
      <p className={styles.lead}>{T.intro}</p>
      <h2 className={own.sectionTitle}>{T.bookingLegend}</h2>
      <dl className={`${styles.reviewList} ${own.summary}`}>
        <dt>{T.reservationNumber}</dt>
        <dd>{booking.reference}</dd>
        <dt>{T.pickup}</dt>
        <dd>
          <time dateTime={booking.pickup.dateTime}>
            {booking.pickup.time}, {booking.pickup.date}
          </time>
        </dd>
        <dt>{T.branch}</dt>
        <dd>
          {booking.branch.name}, {booking.branch.address}
        </dd>
      </dl>
      {booking.hasRequest ? (
        <p className={styles.notice.info} role="status">
          {T.existingNotice}
        </p>
      ) : null}
      <ValidatedForm
        id={DETAILS_FORM_ID}
        validator={withZod(detailsSchema(booking.options))}
        method="post"
        action={SHUTTLE_REQUEST_PATH}
        defaultValues={{ ...view.values, shuttleCode: initialCode }}
        noValidate
      >
        <input type="hidden" name="intent" value="request" />
        <ShuttleOptions options={booking.options} initialCode={initialCode} onChoose={setChosenCode} />

        {shows("airport") ? (
          <DetailsGroup legend={T.airportLegend} hint={bothKinds && !hydrated ? T.airportHint : null}>
            <TextField
              name="flightNumber"
              label={T.flightNumberLabel}
              hint={T.flightNumberHint}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </DetailsGroup>
        ) : null}

        {shows("accommodation") ? (
          <DetailsGroup
            legend={T.accommodationLegend}
            hint={bothKinds && !hydrated ? T.accommodationHint : null}
          >
            <TextField
              name="accommodationName"
              label={T.accommodationNameLabel}
              maxLength={SHUTTLE_ACCOMMODATION_NAME_MAX_LENGTH}
              autoComplete="off"
            />
            <TextField
              name="accommodationAddress"
              label={T.accommodationAddressLabel}
              hint={T.accommodationAddressHint}
              maxLength={SHUTTLE_ACCOMMODATION_ADDRESS_MAX_LENGTH}
              autoComplete="street-address"
            />
          </DetailsGroup>
        ) : null}

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{T.groupLegend}</legend>
          <SelectField
            name="passengers"
            label={T.passengersLabel}
            options={Array.from(
              { length: SHUTTLE_PASSENGERS_MAX - SHUTTLE_PASSENGERS_MIN + 1 },
              (_, index) => {
                const count = String(SHUTTLE_PASSENGERS_MIN + index);
                return { value: count, label: count };
              },
            )}
          />
          <NoteField />
        </fieldset>

        <p className={formStyles.hint}>
          {T.changeBy(booking.changeBy)} {T.callBranch(booking.branch.name)}{" "}
          <CallLink call={booking.branch.phone} />.
        </p>
        <div className={styles.stepActions}>
          <SubmitButton formId={DETAILS_FORM_ID} pendingText={T.submitting}>
            {booking.hasRequest ? T.update : T.submit}
          </SubmitButton>
        </div>
      </ValidatedForm>
      <Form method="post" action={SHUTTLE_REQUEST_PATH} className={styles.changeSearch}>
        <input type="hidden" name="intent" value="restart" />
        <button type="submit" className={styles.linkButton}>
          {T.otherBooking}
        </button>
      </Form>
    </>
  );
}

function SentStep({ view }: { view: SentView }) {
  const { confirmation, outcome } = view;
  const title = outcome === "updated" ? T.updatedTitle : outcome ? T.sentTitle : T.viewTitle;
  const lead =
    outcome === "created"
      ? T.sentLead(confirmation.email)
      : outcome === "updated"
        ? T.updatedLead(confirmation.email)
        : outcome === "unchanged"
          ? T.unchangedLead
          : null;
  return (
    <>
      <h1 className={styles.pageTitle}>{title}</h1>
      {lead ? (
        <p className={styles.notice.info} role="status">
          {lead}
        </p>
      ) : null}
      <h2 className={own.sectionTitle}>{T.detailsTitle}</h2>
      <dl className={`${styles.reviewList} ${own.summary}`}>
        {view.rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h2 className={own.sectionTitle}>{T.nextTitle}</h2>
      <ol className={own.nextSteps}>
        {confirmation.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        {T.changeBy(confirmation.changeBy)} {T.callBranch(confirmation.branch.name)}{" "}
        <CallLink call={confirmation.branch.phone} />.
      </p>
      <div className={styles.stepActions}>
        <Link className={button.primary} to={SHUTTLE_REQUEST_PATH}>
          {T.change}
        </Link>
        <Link className={button.outline} to="/">
          {T.home}
        </Link>
      </div>
    </>
  );
}
