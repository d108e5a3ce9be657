import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SelectInput } from "~/components/form/controls";
import { requireStaff } from "~/services/admin/access/guard.server";
import { fleetListPage } from "~/services/admin/fleet/fleet.server";
import { fleetFilterSchema } from "~/services/admin/fleet/forms";
import { adminBookingPath, adminCarPath } from "~/services/admin/fleet/paths";
import { VEHICLE_STATES } from "~/services/admin/fleet/rules";
import { FLEET_TEXT, VEHICLE_STATE_LABELS } from "~/services/admin/fleet/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";

/** /admin/fleet/: the cars of the staff member's branches, filtered by a GET form. */
export const meta: MetaFunction = (args) => seoMeta(args, { title: FLEET_TEXT.title, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const filter = fleetFilterSchema.parse(Object.fromEntries(url.searchParams));
  const page = await fleetListPage(staff, filter);
  return data(
    {
      ...page,
      filter: {
        branch: filter.branch ? String(filter.branch) : "",
        class: filter.class ?? "",
        status: filter.status ?? "",
      },
    },
    { headers: NO_STORE },
  );
}

export default function AdminFleet() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className={styles.title}>{FLEET_TEXT.title}</h1>
      <Form method="get" className={styles.inlineForm}>
        {page.branches.length > 1 ? (
          <SelectInput
            id="fleet-branch"
            name="branch"
            label={FLEET_TEXT.filterBranch}
            defaultValue={page.filter.branch}
            placeholder={FLEET_TEXT.filterAll}
            options={page.branches}
          />
        ) : null}
        <SelectInput
          id="fleet-class"
          name="class"
          label={FLEET_TEXT.filterClass}
          defaultValue={page.filter.class}
          placeholder={FLEET_TEXT.filterAll}
          options={page.classes}
        />
        <SelectInput
          id="fleet-status"
          name="status"
          label={FLEET_TEXT.filterStatus}
          defaultValue={page.filter.status}
          placeholder={FLEET_TEXT.filterAll}
          options={VEHICLE_STATES.map((state) => ({ value: state, label: VEHICLE_STATE_LABELS[state] }))}
        />
        <button type="submit" className={styles.plainButton}>
          {FLEET_TEXT.filterButton}
        </button>
      </Form>
      <p className={styles.muted} role="status">
        {FLEET_TEXT.count(page.cars.length)}
      </p>
      {page.cars.length === 0 ? (
        <p>{FLEET_TEXT.none}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.registration}
                </th>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.className}
                </th>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.branch}
                </th>
                <th className={styles.cell} scope="col">
                  {FLEET_TEXT.status}
                </th>
                <th className={`${styles.cell} ${styles.number}`} scope="col">
                  {FLEET_TEXT.odometer}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.cars.map((car) => (
                <tr key={car.id}>
                  <td className={styles.cell}>
                    <Link to={adminCarPath(car.registration)}>{car.registration}</Link>
                  </td>
                  <td className={styles.cell}>{car.classCode}</td>
                  <td className={styles.cell}>{car.branchName}</td>
                  <td className={styles.cell}>
                    {VEHICLE_STATE_LABELS[car.state]}
                    {car.rentalReference ? (
                      <>
                        {" "}
                        (<Link to={adminBookingPath(car.rentalReference)}>{car.rentalReference}</Link>)
                      </>
                    ) : null}
                    {car.downtime
                      ? ` — ${car.downtime.reason} (${FLEET_TEXT.period(car.downtime.from, car.downtime.until)})`
                      : null}
                  </td>
                  <td className={`${styles.cell} ${styles.number}`}>
                    {car.odometerKm.toLocaleString("en-NZ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
