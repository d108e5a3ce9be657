import { useHref } from "@remix-run/react";
import { calendarHref } from "~/services/booking/confirmation/calendar";
import { CALENDAR_TEXT } from "~/services/booking/confirmation/calendar-text";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/booking.css";

/**
 * The link to a booking's calendar file (routes/add-to-calendar[.ics].tsx). A plain link with
 * `download`: the file is not a page, so the browser saves it whether JavaScript runs or not.
 */
export function CalendarLink({ reference }: { reference: string }) {
  // useHref keeps the page's language prefix (/de/add-to-calendar.ics: the file in German).
  const href = useHref(calendarHref(reference));
  return (
    <p>
      <a href={href} download>
        {t(CALENDAR_TEXT.link)}
      </a>{" "}
      <span className={styles.optionDescription}>{t(CALENDAR_TEXT.linkHint)}</span>
    </p>
  );
}
