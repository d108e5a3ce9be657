import { t } from "~/services/platform/i18n/translate";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { RefusalNotice, type Refusal } from "~/components/booking/RefusalNotice";
import { BookingFindForm } from "~/components/changes/BookingFindForm";
import { BackToBooking, BookingSummary, ExtendPage, StartForm } from "~/components/changes/ExtendParts";
import { InputField, SelectInput } from "~/components/form/controls";
import { loadChangeContext, takeChangeNotice } from "~/services/changes/access.server";
import { answerFindForm } from "~/services/changes/find-form.server";
import type { BookingFindValues } from "~/services/changes/forms";
import {
  atBranchPath,
  extendBlock,
  extendStartPath,
  type NewDropOffErrors,
} from "~/services/changes/extend/rules";
import { proposedDropOffValues, proposeNewDropOff } from "~/services/changes/extend/change.server";
import { bookingView, type ExtendBookingView } from "~/services/changes/extend/views.server";
import { EXTEND_PATHS, EXTEND_TEXT as T } from "~/services/changes/extend/text";
import { redirectWithSession, sessionHeaders } from "~/services/platform/session.server";

import { TIME_SLOT_OPTIONS } from "~/services/platform/time-slots";
import * as styles from "~/styles/booking.css";
import { seoMeta } from "~/services/content/seo/seo";
import { validationErrorWith } from "~/services/platform/form-answer.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /extend-booking/: without a booking in hand, the find form (reservation number and email, as on
 * /manage-booking/); with one (?booking=GO… or the session's), the booking and the new drop-off
 * form. A valid new drop-off is priced and saved on the change, then /extend-booking/summary/.
 */

export const meta: MetaFunction = (args) => seoMeta(args, { title: T.title, noindex: true });

const MAX_ECHO = 40;
const FIND_FORM_ID = "extend-find";
const DATE_FORM_ID = "extend-date";

type FindView = {
  step: "find";
  values: BookingFindValues;
  fieldErrors: Partial<Record<keyof BookingFindValues, string>>;
  refusal: Refusal | null;
};
type DateView = {
  step: "date";
  booking: ExtendBookingView;
  values: { dropOffDate: string; dropOffTime: string };
  fieldErrors: NewDropOffErrors;
  outsideHours: boolean;
  notice: string | null;
};
type View = FindView | DateView;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_ECHO) : "";
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, booking } = await loadChangeContext(request, "extend");
  if (!booking) {
    const reference = (new URL(request.url).searchParams.get("booking") ?? "")
      .slice(0, MAX_ECHO)
      .trim()
      .toUpperCase();
    return data<View>(
      { step: "find", values: { reference, email: "" }, fieldErrors: {}, refusal: null },
      { headers: await sessionHeaders(session) },
    );
  }
  const { reservation } = booking;
  const blocked = extendBlock(reservation);
  if (blocked) return redirectWithSession(session, atBranchPath(blocked));
  const values = await proposedDropOffValues(reservation);
  return data<View>(
    {
      step: "date",
      booking: await bookingView(reservation),
      values,
      fieldErrors: {},
      outsideHours: false,
      notice: takeChangeNotice(session, "extend"),
    },
    { headers: await sessionHeaders(session) },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = (await readFormData(request)) ?? new FormData();
  const { session, booking } = await loadChangeContext(request, "extend");

  if (form.get("intent") === "find") {
    const step = await answerFindForm(request, form, {
      session,
      clientAddress: clientAddress(context),
      formId: FIND_FORM_ID,
      invalidStatus: 422,
      view: (values, refusal): Omit<FindView, "fieldErrors"> => ({ step: "find", values, refusal }),
    });
    if (!step.ok) return step.answer;
    return redirectWithSession(session, extendStartPath(step.found.reference));
  }

  if (!booking) return redirectWithSession(session, EXTEND_PATHS.start);
  const values = { dropOffDate: field(form, "dropOffDate"), dropOffTime: field(form, "dropOffTime") };
  const result = await proposeNewDropOff(booking.reservation, values);
  if (result.kind === "at-branch") return redirectWithSession(session, atBranchPath(result.reason));
  if (result.kind === "priced") return redirectWithSession(session, EXTEND_PATHS.summary);
  const fieldErrors = Object.fromEntries(
    Object.entries(result.errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  return validationErrorWith<Omit<DateView, "fieldErrors">>(
    {
      step: "date",
      booking: await bookingView(booking.reservation),
      values,
      outsideHours: result.outsideHours,
      notice: null,
    },
    { fieldErrors, formId: DATE_FORM_ID },
    values,
    { status: 422, headers: await sessionHeaders(session) },
  );
}

export default function ExtendStartPage() {
  const loaded = useLoaderData<typeof loader>() as View;
  const posted = useActionData<typeof action>() as View | undefined;
  const view = posted ?? loaded;
  return view.step === "find" ? <FindStep view={view} /> : <DateStep view={view} />;
}

function FindStep({ view }: { view: FindView }) {
  return (
    <ExtendPage title={t(T.title)}>
      <p className={styles.lead}>{t(T.findIntro)}</p>
      {view.refusal ? <RefusalNotice refusal={view.refusal} /> : null}
      <BookingFindForm
        formId={FIND_FORM_ID}
        text={T}
        values={view.values}
        action={EXTEND_PATHS.start}
        intent="find"
        serverChecked={{ idPrefix: "extend", fieldErrors: view.fieldErrors }}
      />
    </ExtendPage>
  );
}

function DateStep({ view }: { view: DateView }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === EXTEND_PATHS.start;
  const errors = view.fieldErrors;
  return (
    <ExtendPage title={t(T.title)} notice={view.notice} timerLeaveHref={view.booking.manageHref}>
      <p className={styles.lead}>{t(T.intro)}</p>
      <div className={styles.stepLayout}>
        <div>
          {/* Keyed by the values so the uncontrolled fields take the answer's values after a post. */}
          <StartForm
            key={`${view.values.dropOffDate}-${view.values.dropOffTime}`}
            intent="extend"
            legend={T.formLegend}
            label={T.checkPrice}
            busy={busy}
            busyLabel={t(T.checking)}
          >
            <div className={styles.formGrid}>
              <InputField
                id="extend-date"
                name="dropOffDate"
                type="date"
                label={T.dateLabel}
                hint={T.dateHint}
                error={errors.dropOffDate}
                defaultValue={view.values.dropOffDate}
                required
              />
              <SelectInput
                id="extend-time"
                name="dropOffTime"
                label={T.timeLabel}
                options={TIME_SLOT_OPTIONS}
                error={errors.dropOffTime}
                defaultValue={view.values.dropOffTime}
                after={
                  view.outsideHours ? <Link to={atBranchPath("hours")}>{t(T.afterHoursLink)}</Link> : null
                }
              />
            </div>
          </StartForm>
        </div>
        <aside className={styles.aside}>
          <BookingSummary booking={view.booking} />
        </aside>
      </div>
      <BackToBooking href={view.booking.manageHref} />
    </ExtendPage>
  );
}
