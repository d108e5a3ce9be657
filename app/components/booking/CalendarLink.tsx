import { calendarHref } from "~/services/booking/confirmation/calendar";
import { CALENDAR_TEXT } from "~/services/booking/confirmation/calendar-text";
import * as styles from "~/styles/booking.css";

/**
 * The link to a booking's calendar file (routes/add-to-calendar[.ics].tsx). A plain link with
 * `download`: the file is not a page, so the browser saves it whether JavaScript runs or not.
 */
export function CalendarLink({ reference }: { reference: string }) {
  return (
    <p>
      <a href={calendarHref(reference)} download>
        {CALENDAR_TEXT.link}
      </a>{" "}
      <span className={styles.optionDescription}>{CALENDAR_TEXT.linkHint}</span>
    </p>
  );
}
