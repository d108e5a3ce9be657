import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { AdminTable } from "~/components/admin/AdminTable";
import { BookingLinks } from "~/components/admin/BookingLinks";
import { PostButton } from "~/components/admin/PostButton";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { FLEET_FORM_IDS, moveSchema, REASON_MAX_LENGTH, takeOutSchema } from "~/services/admin/fleet/forms";
import type { FleetCarView } from "~/services/admin/fleet/pages.server";
import { adminBookingPath } from "~/services/admin/fleet/paths";
import {
  DOWNTIME_KIND_LABELS,
  FLEET_TEXT,
  VEHICLE_MOVE_KIND_LABELS,
  VEHICLE_STATE_LABELS,
} from "~/services/admin/fleet/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";

const takeOutValidator = withZod(takeOutSchema);
const moveValidator = withZod(moveSchema);

const DONE_TEXT: Record<string, string> = {
  "taken-out": FLEET_TEXT.takenOut,
  ended: FLEET_TEXT.ended,
  "called-off": FLEET_TEXT.calledOff,
  moved: FLEET_TEXT.moved,
};

/**
 * /admin/fleet/<registration>/: one car, the clashes of its class at its branch, the forms to take
 * it off the road and to move it (none for a retired car), its downtime and its rentals.
 */
export function FleetCarPage({ page }: { page: FleetCarView }) {
  const { car } = page;
  const retired = page.state === "retired";
  return (
    <>
      <h1 className={styles.title}>{FLEET_TEXT.carTitle(car.registration)}</h1>
      <p>
        <Link to={ADMIN_PATHS.fleet}>{FLEET_TEXT.backToFleet}</Link>
      </p>
      {page.done && DONE_TEXT[page.done] ? (
        <p className={booking.notice.info} role="status">
          {DONE_TEXT[page.done]}
        </p>
      ) : null}
      {page.clashCount > 0 ? (
        <p className={booking.notice.warning} role="alert">
          {FLEET_TEXT.clashWarning(page.clashCount)}
        </p>
      ) : null}
      <dl className={styles.card}>
        <dt>{FLEET_TEXT.className}</dt>
        <dd>
          {car.classCode} — {car.className}
        </dd>
        <dt>{FLEET_TEXT.branch}</dt>
        <dd>{car.branchName}</dd>
        <dt>{FLEET_TEXT.status}</dt>
        <dd>{VEHICLE_STATE_LABELS[page.state]}</dd>
        <dt>{FLEET_TEXT.odometer}</dt>
        <dd>{car.odometerKm.toLocaleString("en-NZ")}</dd>
      </dl>

      {page.clashes.length > 0 ? (
        <section aria-labelledby="car-clashes" className={booking.notice.warning}>
          <h2 id="car-clashes" className={styles.sectionTitle}>
            {FLEET_TEXT.clashesTitle}
          </h2>
          <ul>
            {page.clashes.map((clash) => (
              <li key={clash.date}>
                {clash.date}: {clash.claimed} / {clash.cars} — <BookingLinks references={clash.references} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {retired ? <p className={styles.muted}>{FLEET_TEXT.retiredNote}</p> : <CarForms page={page} />}

      <h2 className={styles.sectionTitle}>{FLEET_TEXT.downtimeTitle}</h2>
      {page.downtime.length === 0 ? (
        <p className={styles.muted}>{FLEET_TEXT.noDowntime}</p>
      ) : (
        <AdminTable
          labels={[FLEET_TEXT.kind, FLEET_TEXT.from, FLEET_TEXT.until, FLEET_TEXT.reason, FLEET_TEXT.action]}
        >
          {page.downtime.map((item) => (
            <tr key={item.id}>
              <td className={styles.cell}>{DOWNTIME_KIND_LABELS[item.kind]}</td>
              <td className={styles.cell}>{item.from}</td>
              <td className={styles.cell}>{item.until ?? FLEET_TEXT.untilOpen}</td>
              <td className={styles.cell}>{item.reason}</td>
              <td className={styles.cell}>
                {item.running || item.planned ? (
                  <PostButton
                    intent="end"
                    name="downtimeId"
                    value={item.id}
                    label={item.running ? FLEET_TEXT.endButton : FLEET_TEXT.cancelButton}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2 className={styles.sectionTitle}>{FLEET_TEXT.rentalsTitle}</h2>
      {page.rentals.length === 0 ? (
        <p className={styles.muted}>{FLEET_TEXT.noRentals}</p>
      ) : (
        <AdminTable labels={[FLEET_TEXT.booking, FLEET_TEXT.pickedUp, FLEET_TEXT.returned]}>
          {page.rentals.map((rental) => (
            <tr key={rental.reference}>
              <td className={styles.cell}>
                <Link to={adminBookingPath(rental.reference)}>{rental.reference}</Link>
              </td>
              <td className={styles.cell}>{rental.pickedUp}</td>
              <td className={styles.cell}>{rental.returned ?? FLEET_TEXT.notReturned}</td>
            </tr>
          ))}
        </AdminTable>
      )}

      <h2 className={styles.sectionTitle}>{FLEET_TEXT.movesTitle}</h2>
      {page.moves.length === 0 ? (
        <p className={styles.muted}>{FLEET_TEXT.noMoves}</p>
      ) : (
        <AdminTable
          labels={[
            FLEET_TEXT.movedAt,
            FLEET_TEXT.from,
            FLEET_TEXT.movedTo,
            FLEET_TEXT.moveWhy,
            FLEET_TEXT.booking,
            FLEET_TEXT.movedBy,
          ]}
        >
          {page.moves.map((move) => (
            <tr key={move.id}>
              <td className={styles.cell}>
                <time dateTime={move.dateTime}>{move.when}</time>
              </td>
              <td className={styles.cell}>{move.from}</td>
              <td className={styles.cell}>{move.to}</td>
              <td className={styles.cell}>{VEHICLE_MOVE_KIND_LABELS[move.kind]}</td>
              <td className={styles.cell}>
                {move.reference ? <Link to={adminBookingPath(move.reference)}>{move.reference}</Link> : null}
              </td>
              <td className={styles.cell}>{move.by}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}

/** Take the car off the road, and move it (when it may go to another branch). */
function CarForms({ page }: { page: FleetCarView }) {
  return (
    <div className={styles.grid}>
      <section aria-labelledby="take-out" className={styles.card}>
        <h2 id="take-out" className={styles.sectionTitle}>
          {FLEET_TEXT.takeOutTitle}
        </h2>
        <ValidatedForm
          id={FLEET_FORM_IDS.takeOut}
          validator={takeOutValidator}
          method="post"
          noValidate
          defaultValues={{ kind: "maintenance", from: page.today, until: "", reason: "" }}
        >
          <input type="hidden" name="intent" value="take-out" />
          <input type="hidden" name="downtimeId" value={page.downtimeId} />
          <SelectField
            name="kind"
            label={FLEET_TEXT.kind}
            options={[
              { value: "maintenance", label: DOWNTIME_KIND_LABELS.maintenance },
              { value: "out_of_service", label: DOWNTIME_KIND_LABELS.out_of_service },
            ]}
          />
          <TextField name="from" type="date" label={FLEET_TEXT.fromLabel} />
          <TextField name="until" type="date" label={FLEET_TEXT.untilLabel} />
          <TextField name="reason" label={FLEET_TEXT.reasonLabel} maxLength={REASON_MAX_LENGTH} />
          <div className={booking.stepActions}>
            <SubmitButton formId={FLEET_FORM_IDS.takeOut} pendingText="Saving…">
              {FLEET_TEXT.takeOutButton}
            </SubmitButton>
          </div>
        </ValidatedForm>
      </section>
      {page.moveTo.length > 0 ? (
        <section aria-labelledby="move" className={styles.card}>
          <h2 id="move" className={styles.sectionTitle}>
            {FLEET_TEXT.moveTitle}
          </h2>
          <ValidatedForm id={FLEET_FORM_IDS.move} validator={moveValidator} method="post" noValidate>
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="fromBranchId" value={page.car.branchId} />
            <SelectField
              name="toBranchId"
              label={FLEET_TEXT.moveLabel}
              options={page.moveTo}
              placeholder="—"
            />
            <div className={booking.stepActions}>
              <SubmitButton formId={FLEET_FORM_IDS.move} pendingText="Moving…">
                {FLEET_TEXT.moveButton}
              </SubmitButton>
            </div>
          </ValidatedForm>
        </section>
      ) : null}
    </div>
  );
}
