import { formatNzDate, formatNzTime } from "../../platform/dates";

/** "Mon 12 Apr 2027, 10:00 AM": when something happened or happens, on the counter's pages. */
export const counterWhen = (at: Date): string => `${formatNzDate(at)}, ${formatNzTime(at)}`;
