import { Link } from "@remix-run/react";
import { counterBookingPath } from "~/services/admin/bookings/paths";
import type { CounterDamageView } from "~/services/admin/damage/page.server";
import { DAMAGE_FORM_TEXT as T } from "~/services/admin/damage/text";
import { DAMAGE_TEXT } from "~/services/changes/damage/text";
import * as styles from "~/styles/admin.css";
import { DamageNotes } from "~/components/changes/DamageNotes";
import { DamageForm } from "./DamageForm";

/** /admin/bookings/<reference>/damage/: the notes so far and the form (or why it can't be used now). */
export function CounterDamagePage({ reference, damage }: { reference: string; damage: CounterDamageView }) {
  return (
    <>
      <p>
        <Link to={counterBookingPath(reference)}>{T.back}</Link>
      </p>
      <h1 className={styles.title}>{T.pageTitle(reference)}</h1>
      {damage.form ? <DamageForm form={damage.form} level={2} /> : <p>{T.needsPickUp}</p>}
      <h2 className={styles.sectionTitle}>{DAMAGE_TEXT.title}</h2>
      <DamageNotes notes={damage.notes} />
    </>
  );
}
