import type { DamageNoteView } from "~/services/changes/damage/damage.server";
import { DAMAGE_TEXT as T } from "~/services/changes/damage/text";
import { t } from "~/services/platform/i18n/translate";
import * as styles from "~/styles/damage.css";

/**
 * Damage noted on a booking's car (issue 32 item 7): each note's stage and place, when (and by
 * whom, for staff), the note and its photos as thumbnails linking to the full photo. The same
 * list on the counter, the agreement page and the customer's booking page; the caller gives the
 * heading level's title and the photo links (staff's or the customer's).
 */
export function DamageNotes({
  notes,
  emptyText = T.none,
}: {
  notes: DamageNoteView[];
  emptyText?: string | null;
}) {
  if (!notes.length) return emptyText ? <p>{t(emptyText)}</p> : null;
  return (
    <ul className={styles.list}>
      {notes.map((note) => (
        <li key={note.id} className={styles.item}>
          <p className={styles.heading}>
            {t(note.stageLabel)}: {t(note.placeLabel)}
          </p>
          <p className={styles.meta}>
            <time dateTime={note.dateTime}>{note.when}</time>
            {note.author ? ` · ${T.notedBy(note.author)}` : null}
          </p>
          <p className={styles.note}>{note.note}</p>
          {note.photos.length ? (
            <ul className={styles.photos} aria-label={t(T.photos)}>
              {note.photos.map((photo) => (
                <li key={photo.id}>
                  <a href={photo.href}>
                    <img
                      src={photo.href}
                      alt={photo.alt}
                      className={styles.thumb}
                      width={120}
                      height={90}
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
