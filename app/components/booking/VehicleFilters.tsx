import { Form, Link, useSubmit } from "@remix-run/react";
import { t } from "~/services/platform/i18n/translate";
import type { FormEvent } from "react";
import { MARKETING_CATEGORIES } from "~/models/schema/catalog-values";
import {
  FILTER_PARAMS,
  FUEL_FILTERS,
  LUGGAGE_FILTER_OPTIONS,
  NO_FILTERS,
  SEAT_FILTER_OPTIONS,
  TRANSMISSION_FILTERS,
  VEHICLE_LIST_PATH,
  hasFilters,
  vehicleListHref,
  type VehicleFilters as Filters,
} from "~/services/booking/vehicles/filters";
import {
  DEFAULT_VEHICLE_SORT,
  SORT_PARAM,
  VEHICLE_SORTS,
  type VehicleSort,
} from "~/services/booking/vehicles/sorting";
import { VEHICLE_LIST_TEXT as TEXT } from "~/services/booking/vehicles/text";
import { useHydrated } from "~/components/modal";
import * as formStyles from "~/styles/form.css";
import * as styles from "~/styles/booking.css";

type SelectProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  options: Array<[value: string, label: string]>;
  className?: string;
};

function FilterSelect({ id, name, label, value, options, className }: SelectProps) {
  return (
    <div className={className ? `${formStyles.field} ${className}` : formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {t(label)}
      </label>
      <select id={id} name={name} defaultValue={value} className={formStyles.input}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {t(optionLabel)}
          </option>
        ))}
      </select>
    </div>
  );
}

const counts = (options: readonly number[]): Array<[string, string]> =>
  options.map((count) => [String(count), TEXT.atLeast(count)]);

/**
 * Sort order and filters as a GET form, so they live in the URL: links, bookmarks and the back
 * button work. With JavaScript a change applies at once (empty choices left out of the URL);
 * without it the Apply button does. "Clear filters" keeps the sort order.
 */
export function VehicleFilters({ filters, sort }: { filters: Filters; sort: VehicleSort }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (
        typeof value !== "string" ||
        value === "" ||
        (name === SORT_PARAM && value === DEFAULT_VEHICLE_SORT)
      )
        continue;
      params.set(name, value);
    }
    submit(params, { method: "get", action: VEHICLE_LIST_PATH, preventScrollReset: true });
  };
  const any = (label: string): [string, string] => ["", label];
  return (
    <Form
      // A new URL (another filter, the back button) gives the selects its values.
      key={vehicleListHref(filters, sort)}
      method="get"
      action={VEHICLE_LIST_PATH}
      className={styles.filters}
      aria-label={t(TEXT.formLabel)}
      preventScrollReset
      onChange={onChange}
    >
      <FilterSelect
        id="filter-sort"
        className={styles.filterSort}
        name={SORT_PARAM}
        label={TEXT.sort.label}
        value={sort}
        options={VEHICLE_SORTS.map((value) => [value, TEXT.sort.options[value]])}
      />
      <FilterSelect
        id="filter-category"
        name={FILTER_PARAMS.category}
        label={TEXT.category.label}
        value={filters.category ?? ""}
        options={[any(TEXT.category.any), ...Object.entries(MARKETING_CATEGORIES)]}
      />
      <FilterSelect
        id="filter-seats"
        name={FILTER_PARAMS.minSeats}
        label={TEXT.seats.label}
        value={filters.minSeats ? String(filters.minSeats) : ""}
        options={[any(TEXT.seats.any), ...counts(SEAT_FILTER_OPTIONS)]}
      />
      <FilterSelect
        id="filter-transmission"
        name={FILTER_PARAMS.transmission}
        label={TEXT.transmission.label}
        value={filters.transmission ?? ""}
        options={[
          any(TEXT.transmission.any),
          ...(Object.keys(TRANSMISSION_FILTERS) as Array<keyof typeof TRANSMISSION_FILTERS>).map(
            (value): [string, string] => [value, TEXT.transmission.options[value]],
          ),
        ]}
      />
      <FilterSelect
        id="filter-fuel"
        name={FILTER_PARAMS.fuel}
        label={TEXT.fuel.label}
        value={filters.fuel ?? ""}
        options={[
          any(TEXT.fuel.any),
          ...(Object.keys(FUEL_FILTERS) as Array<keyof typeof FUEL_FILTERS>).map(
            (value): [string, string] => [value, TEXT.fuel.options[value]],
          ),
        ]}
      />
      <FilterSelect
        id="filter-luggage"
        name={FILTER_PARAMS.minLargeBags}
        label={TEXT.luggage.label}
        value={filters.minLargeBags ? String(filters.minLargeBags) : ""}
        options={[any(TEXT.luggage.any), ...counts(LUGGAGE_FILTER_OPTIONS)]}
      />
      <div className={styles.filterActions}>
        {hydrated ? null : (
          <button type="submit" className={formStyles.secondaryButton}>
            {t(TEXT.apply)}
          </button>
        )}
        {hasFilters(filters) ? (
          <Link to={vehicleListHref(NO_FILTERS, sort)} preventScrollReset>
            {t(TEXT.clear)}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
