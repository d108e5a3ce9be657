import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect, data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm, validationError } from "remix-validated-form";
import { SelectField } from "~/components/form/SelectField";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { requireStaff } from "~/services/admin/access/guard.server";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import {
  endDowntime,
  fleetCarPage,
  formatWhen,
  moveVehicle,
  takeOutOfService,
  visibleVehicle,
} from "~/services/admin/fleet/fleet.server";
import { endDowntimeSchema, moveSchema, takeOutSchema } from "~/services/admin/fleet/forms";
import { adminBookingPath, adminCarPath } from "~/services/admin/fleet/paths";
import { DOWNTIME_KIND_LABELS, FLEET_TEXT, VEHICLE_STATE_LABELS } from "~/services/admin/fleet/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { inNewZealand } from "~/services/platform/dates";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/fleet/<registration>/: one car, its downtime and rentals; take it off the road, put it
 * back in service, move it. A car of a branch the staff member does not work at is the site's 404
 * here and in the action.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, {
    title: FLEET_TEXT.carTitle(args.data?.car.registration ?? ""),
    noindex: true,
  });

const TAKE_OUT_FORM = "fleet-take-out";
const MOVE_FORM = "fleet-move";
const takeOutValidator = withZod(takeOutSchema);
const moveValidator = withZod(moveSchema);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const page = await fleetCarPage(staff, params.registration ?? "");
  const url = new URL(request.url);
  const clashes = Number(url.searchParams.get("clashes") ?? 0);
  return data(
    {
      car: page.car,
      state: page.state,
      downtime: page.downtime.map((item) => ({
        id: item.id,
        kind: item.kind,
        from: formatWhen(item.startsAt),
        until: item.endsAt ? formatWhen(item.endsAt) : null,
        reason: item.reason,
        running: item.running,
        planned: item.planned,
      })),
      rentals: page.rentals.map((rental) => ({
        reference: rental.reference,
        pickedUp: formatWhen(rental.pickedUpAt),
        returned: rental.returnedAt ? formatWhen(rental.returnedAt) : null,
      })),
      moveTo: page.moveTo.map((branch) => ({ value: String(branch.id), label: branch.name })),
      clashes: page.clashes,
      done: url.searchParams.get("done"),
      clashCount: Number.isInteger(clashes) && clashes > 0 ? clashes : 0,
      downtimeId: randomUUID(),
      today: inNewZealand(new Date()).format("YYYY-MM-DD"),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const car = await visibleVehicle(staff, params.registration ?? "");
  const here = adminCarPath(car.registration);
  const form = (await readFormData(request)) ?? new FormData();
  const intent = form.get("intent");
  if (intent === "take-out") {
    const checked = await takeOutValidator.validate(form);
    if (checked.error)
      return validationError({ ...checked.error, formId: TAKE_OUT_FORM }, checked.submittedData);
    const result = await takeOutOfService(staff, car.registration, checked.data);
    if (!result.ok)
      return validationError(
        { fieldErrors: { [result.field]: result.message }, formId: TAKE_OUT_FORM },
        checked.submittedData,
        { status: 409 },
      );
    const clashes = result.clashes.reduce((total, clash) => Math.max(total, clash.claimed - clash.cars), 0);
    return redirect(`${here}?done=taken-out${clashes > 0 ? `&clashes=${clashes}` : ""}`, 303);
  }
  if (intent === "end") {
    const parsed = endDowntimeSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return redirect(here, 303);
    const result = await endDowntime(staff, car.registration, parsed.data.downtimeId);
    return redirect(result === "unchanged" ? here : `${here}?done=${result}`, 303);
  }
  if (intent === "move") {
    const checked = await moveValidator.validate(form);
    if (checked.error) return validationError({ ...checked.error, formId: MOVE_FORM }, checked.submittedData);
    const result = await moveVehicle(staff, car.registration, checked.data);
    if (!result.ok)
      return validationError(
        { fieldErrors: { [result.field]: result.message }, formId: MOVE_FORM },
        checked.submittedData,
        { status: 409 },
      );
    const clashes = result.clashes.reduce((total, clash) => Math.max(total, clash.claimed - clash.cars), 0);
    return redirect(`${ADMIN_PATHS.fleet}?done=moved${clashes > 0 ? `&clashes=${clashes}` : ""}`, 303);
  }
  return redirect(here, 303);
}

const DONE_TEXT: Record<string, string> = {
  "taken-out": FLEET_TEXT.takenOut,
  ended: FLEET_TEXT.ended,
  "called-off": FLEET_TEXT.calledOff,
  moved: FLEET_TEXT.moved,
};

export default function AdminFleetCar() {
  const page = useLoaderData<typeof loader>();
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
                {clash.date}: {clash.claimed} / {clash.cars} —{" "}
                {clash.references.map((reference, index) => (
                  <span key={reference}>
                    {index > 0 ? ", " : null}
                    <Link to={adminBookingPath(reference)}>{reference}</Link>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {retired ? (
        <p className={styles.muted}>{FLEET_TEXT.retiredNote}</p>
      ) : (
        <div className={styles.grid}>
          <section aria-labelledby="take-out" className={styles.card}>
            <h2 id="take-out" className={styles.sectionTitle}>
              {FLEET_TEXT.takeOutTitle}
            </h2>
            <ValidatedForm
              id={TAKE_OUT_FORM}
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
              <TextField name="reason" label={FLEET_TEXT.reasonLabel} maxLength={500} />
              <div className={booking.stepActions}>
                <SubmitButton formId={TAKE_OUT_FORM} pendingText="Saving…">
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
              <ValidatedForm id={MOVE_FORM} validator={moveValidator} method="post" noValidate>
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name="fromBranchId" value={car.branchId} />
                <SelectField
                  name="toBranchId"
                  label={FLEET_TEXT.moveLabel}
                  options={page.moveTo}
                  placeholder="—"
                />
                <div className={booking.stepActions}>
                  <SubmitButton formId={MOVE_FORM} pendingText="Moving…">
                    {FLEET_TEXT.moveButton}
                  </SubmitButton>
                </div>
              </ValidatedForm>
            </section>
          ) : null}
        </div>
      )}

      <h2 className={styles.sectionTitle}>{FLEET_TEXT.downtimeTitle}</h2>
      {page.downtime.length === 0 ? (
        <p className={styles.muted}>{FLEET_TEXT.noDowntime}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.kind}
                </th>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.from}
                </th>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.until}
                </th>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.reason}
                </th>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.action}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.downtime.map((item) => (
                <tr key={item.id}>
                  <td className={styles.cell}>{DOWNTIME_KIND_LABELS[item.kind]}</td>
                  <td className={styles.cell}>{item.from}</td>
                  <td className={styles.cell}>{item.until ?? FLEET_TEXT.untilOpen}</td>
                  <td className={styles.cell}>{item.reason}</td>
                  <td className={styles.cell}>
                    {item.running || item.planned ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="end" />
                        <input type="hidden" name="downtimeId" value={item.id} />
                        <button type="submit" className={styles.plainButton}>
                          {item.running ? FLEET_TEXT.endButton : FLEET_TEXT.cancelButton}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h2 className={styles.sectionTitle}>{FLEET_TEXT.rentalsTitle}</h2>
      {page.rentals.length === 0 ? (
        <p className={styles.muted}>{FLEET_TEXT.noRentals}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.booking}
                </th>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.pickedUp}
                </th>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.returned}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rentals.map((rental) => (
                <tr key={rental.reference}>
                  <td className={styles.cell}>
                    <Link to={adminBookingPath(rental.reference)}>{rental.reference}</Link>
                  </td>
                  <td className={styles.cell}>{rental.pickedUp}</td>
                  <td className={styles.cell}>{rental.returned ?? FLEET_TEXT.notReturned}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
