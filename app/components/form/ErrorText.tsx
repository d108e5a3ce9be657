import * as styles from "~/styles/form.css";

/** A field's error beside it, with the id its input's aria-describedby names; nothing when none. */
export function ErrorText({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <span id={id} className={styles.error}>
      {error}
    </span>
  ) : null;
}
