import { Form, useSubmit } from "@remix-run/react";
import { MARKETING_CATEGORIES } from "~/models/schema/catalog";
import { FILTER_PARAMS, SEAT_FILTER_OPTIONS, type VehicleFilters as Filters } from "~/services/booking/vehicles/filters";
import { useHydrated } from "~/components/modal";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/booking.css";

/**
 * Category and seat filters as a GET form, so the filters live in the URL. With JavaScript a
 * change applies at once; without it the Apply button does.
 */
export function VehicleFilters({ filters }: { filters: Filters }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  return (
    <Form
      method="get"
      action="/vehicles/"
      className={styles.filters}
      aria-label="Filter vehicles"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="filter-category">
          Vehicle type
        </label>
        <select id="filter-category" name={FILTER_PARAMS.category} defaultValue={filters.category ?? ""} className={formStyles.input}>
          <option value="">All vehicles</option>
          {Object.entries(MARKETING_CATEGORIES).map(([slug, label]) => (
            <option key={slug} value={slug}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor="filter-seats">
          Seats
        </label>
        <select id="filter-seats" name={FILTER_PARAMS.seats} defaultValue={filters.minSeats ? String(filters.minSeats) : ""} className={formStyles.input}>
          <option value="">Any number</option>
          {SEAT_FILTER_OPTIONS.map((seats) => (
            <option key={seats} value={seats}>
              {seats} or more
            </option>
          ))}
        </select>
      </div>
      {hydrated ? null : (
        <button type="submit" className={formStyles.secondaryButton}>
          Apply filters
        </button>
      )}
    </Form>
  );
}
