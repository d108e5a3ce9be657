import { Form } from "@remix-run/react";
import { AdminTable } from "~/components/admin/AdminTable";
import { SelectInput } from "~/components/form/controls";
import type { FleetListView } from "~/services/admin/fleet/pages.server";
import { VEHICLE_STATES } from "~/services/admin/fleet/rules";
import { FLEET_TEXT, VEHICLE_STATE_LABELS } from "~/services/admin/fleet/text";
import * as styles from "~/styles/admin.css";
import { CarRow } from "./CarRow";

/** /admin/fleet/: the GET filter (branch, class, status), then the cars it finds. */
export function FleetListPage({ page }: { page: FleetListView }) {
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
        <AdminTable
          labels={[
            FLEET_TEXT.registration,
            FLEET_TEXT.className,
            FLEET_TEXT.branch,
            FLEET_TEXT.status,
            FLEET_TEXT.odometer,
          ]}
          numeric={[4]}
        >
          {page.cars.map((car) => (
            <CarRow
              key={car.id}
              car={car}
              branchName={car.branchName}
              odometerKm={car.odometerKm}
              note={
                car.downtime
                  ? ` — ${car.downtime.reason} (${FLEET_TEXT.period(car.downtime.from, car.downtime.until)})`
                  : null
              }
            />
          ))}
        </AdminTable>
      )}
    </>
  );
}
