import type { HistoryItem } from "~/services/changes/manage.server";

/** A booking's history, oldest first: when, what, by whom, and a short note (manage booking, the counter). */
export function BookingHistoryList({ history }: { history: readonly HistoryItem[] }) {
  return (
    <ol>
      {history.map((item, index) => (
        <li key={`${item.dateTime}-${index}`}>
          <time dateTime={item.dateTime}>{item.when}</time>: {item.label}
          {item.actor ? ` ${item.actor}` : ""}
          {item.note ? ` (${item.note})` : ""}
        </li>
      ))}
    </ol>
  );
}
