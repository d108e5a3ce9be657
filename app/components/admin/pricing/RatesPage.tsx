import { Link } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import type { ReactNode } from "react";
import { ValidatedForm, type FormProps, type Validator } from "remix-validated-form";
import { AdminTable } from "~/components/admin/AdminTable";
import { PostButton } from "~/components/admin/PostButton";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import {
  classRateSchema,
  extraPriceSchema,
  insurancePriceSchema,
  oneWayFeesSchema,
  PRICING_FORM_IDS,
  seasonSchema,
} from "~/services/admin/pricing/forms";
import type { RatesPage as RatesPageData } from "~/services/admin/pricing/rates.server";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import { formatMoney } from "~/services/platform/money";
import * as styles from "~/styles/admin.css";
import { DoneNotice, Intent } from "./fields";

const classRate = withZod(classRateSchema);
const season = withZod(seasonSchema);
const extraPrice = withZod(extraPriceSchema);
const insurancePrice = withZod(insurancePriceSchema);
const oneWayFees = withZod(oneWayFeesSchema);

const money = (value: number | null) => (value === null ? PRICING_TEXT.none : formatMoney(value));

/**
 * /admin/rates/: class daily rates, seasons (with the form for a new or the edited one), extras
 * and insurance prices, one-way fees. Each row is its own form, posted with its intent.
 */
export function RatesPage({ page }: { page: RatesPageData }) {
  return (
    <>
      <h1 className={styles.title}>{PRICING_TEXT.ratesTitle}</h1>
      <p className={styles.muted}>{PRICING_TEXT.ratesIntro}</p>
      <DoneNotice>
        {page.done === "season-ended" ? PRICING_TEXT.seasonEnded : page.done ? PRICING_TEXT.saved : null}
      </DoneNotice>

      <h2 className={styles.sectionTitle} id="classes">
        {PRICING_TEXT.classRates}
      </h2>
      <AdminTable labels={["Class", "Daily rate (NZD)"]}>
        {page.classes.map((row) => (
          <tr key={row.classCode}>
            <th className={styles.cell} scope="row">
              {row.classCode} · {row.name}
            </th>
            <td className={styles.cell}>
              <RowForm
                validator={classRate}
                formId={PRICING_FORM_IDS.classRate(row.classCode)}
                intent="class-rate"
                keyName="classCode"
                keyValue={row.classCode}
                defaultValues={{ dailyRate: row.dailyRate }}
              >
                <TextField
                  name="dailyRate"
                  id={`rate-${row.classCode}`}
                  label={`Daily rate of ${row.classCode}`}
                  inputMode="decimal"
                />
              </RowForm>
            </td>
          </tr>
        ))}
      </AdminTable>

      <Seasons page={page} />

      <h2 className={styles.sectionTitle} id="extras">
        {PRICING_TEXT.extras}
      </h2>
      <AdminTable labels={["Extra", "Price and cap (NZD)"]}>
        {page.extras.map((row) => (
          <tr key={row.code}>
            <th className={styles.cell} scope="row">
              {row.name}
              <br />
              <span className={styles.muted}>
                {row.pricing === "per_day" ? "per day" : "per rental"} · now {money(row.price)}
                {row.cap !== null ? `, cap ${money(row.cap)}` : ""}
              </span>
            </th>
            <td className={styles.cell}>
              <RowForm
                validator={extraPrice}
                formId={PRICING_FORM_IDS.extra(row.code)}
                intent="extra"
                keyName="code"
                keyValue={row.code}
                defaultValues={{ price: row.price, cap: row.cap ?? undefined }}
              >
                <TextField
                  name="price"
                  id={`extra-price-${row.code}`}
                  label={`Price of ${row.name}`}
                  inputMode="decimal"
                />
                {row.pricing === "per_day" ? (
                  <TextField
                    name="cap"
                    id={`extra-cap-${row.code}`}
                    label={`Cap of ${row.name}`}
                    inputMode="decimal"
                    hint="Empty: no cap"
                  />
                ) : null}
              </RowForm>
            </td>
          </tr>
        ))}
      </AdminTable>

      <h2 className={styles.sectionTitle} id="insurance">
        {PRICING_TEXT.insurance}
      </h2>
      <AdminTable labels={["Cover", "Daily price, excess and bond (NZD)"]}>
        {page.insurance.map((row) => (
          <tr key={row.code}>
            <th className={styles.cell} scope="row">
              {row.name}
            </th>
            <td className={styles.cell}>
              <RowForm
                validator={insurancePrice}
                formId={PRICING_FORM_IDS.insurance(row.code)}
                intent="insurance"
                keyName="code"
                keyValue={row.code}
                defaultValues={{ dailyPrice: row.dailyPrice, excess: row.excess, bond: row.bond }}
              >
                <TextField
                  name="dailyPrice"
                  id={`ins-price-${row.code}`}
                  label={`Daily price of ${row.name}`}
                  inputMode="decimal"
                />
                <TextField
                  name="excess"
                  id={`ins-excess-${row.code}`}
                  label={`Excess of ${row.name}`}
                  inputMode="decimal"
                />
                <TextField
                  name="bond"
                  id={`ins-bond-${row.code}`}
                  label={`Bond of ${row.name}`}
                  inputMode="decimal"
                />
              </RowForm>
            </td>
          </tr>
        ))}
      </AdminTable>

      <h2 className={styles.sectionTitle} id="one-way">
        {PRICING_TEXT.oneWayFees}
      </h2>
      <ValidatedForm
        validator={oneWayFees}
        method="post"
        id={PRICING_FORM_IDS.oneWayFees}
        className={styles.inlineForm}
        defaultValues={{
          sameCity: page.oneWayFees.sameCity,
          sameIsland: page.oneWayFees.sameIsland,
          interIsland: page.oneWayFees.interIsland,
        }}
      >
        <Intent value="one-way-fees" />
        <TextField name="sameCity" id="fee-same-city" label="Within a city (NZD)" inputMode="decimal" />
        <TextField name="sameIsland" id="fee-same-island" label="Same island (NZD)" inputMode="decimal" />
        <TextField
          name="interIsland"
          id="fee-inter-island"
          label="Between islands (NZD)"
          inputMode="decimal"
        />
        <SubmitButton formId={PRICING_FORM_IDS.oneWayFees} pendingText={PRICING_TEXT.saving}>
          {PRICING_TEXT.save}
        </SubmitButton>
      </ValidatedForm>
    </>
  );
}

/** One row's own form (a class, an extra, a cover): its intent and key, its fields, Save. */
function RowForm<Data extends { [fieldName: string]: unknown }>({
  validator,
  formId,
  intent,
  keyName,
  keyValue,
  defaultValues,
  children,
}: {
  validator: Validator<Data>;
  formId: string;
  intent: string;
  keyName: string;
  keyValue: string;
  defaultValues: FormProps<Data, undefined>["defaultValues"];
  children: ReactNode;
}) {
  return (
    <ValidatedForm
      validator={validator}
      method="post"
      id={formId}
      className={styles.inlineForm}
      defaultValues={defaultValues}
    >
      <Intent value={intent} />
      <input type="hidden" name={keyName} value={keyValue} />
      {children}
      <SubmitButton formId={formId} pendingText={PRICING_TEXT.saving} variant="secondary">
        {PRICING_TEXT.save}
      </SubmitButton>
    </ValidatedForm>
  );
}

/** The seasons, each with Edit and (until it has ended) End, then the form for a new or the edited one. */
function Seasons({ page }: { page: RatesPageData }) {
  const editing = page.editSeason;
  const values = editing
    ? {
        code: editing.code,
        name: editing.name,
        startsOn: editing.startsOn,
        endsOn: editing.endsOn,
        multiplier: editing.multiplier,
        branchCodes: (editing.branchCodes ?? []).join(", "),
        priority: editing.priority,
      }
    : { code: "", name: "", startsOn: "", endsOn: "", multiplier: 1, branchCodes: "", priority: 0 };
  return (
    <>
      <h2 className={styles.sectionTitle} id="seasons">
        {PRICING_TEXT.seasons}
      </h2>
      <AdminTable labels={["Season", "From", "To", "Multiplier", "Branches", "Priority", "Actions"]}>
        {page.seasons.map((row) => (
          <tr key={row.code}>
            <th className={styles.cell} scope="row">
              {row.name}
            </th>
            <td className={styles.cell}>{row.startsOn}</td>
            <td className={styles.cell}>{row.endsOn}</td>
            <td className={`${styles.cell} ${styles.number}`}>×{row.multiplier}</td>
            <td className={styles.cell}>{row.branchCodes?.join(", ") ?? PRICING_TEXT.allBranches}</td>
            <td className={`${styles.cell} ${styles.number}`}>{row.priority}</td>
            <td className={styles.cell}>
              <div className={styles.inlineForm}>
                <Link
                  to={`${ADMIN_PATHS.rates}?season=${encodeURIComponent(row.code)}#season-form`}
                  aria-label={`${PRICING_TEXT.edit} ${row.name}`}
                >
                  {PRICING_TEXT.edit}
                </Link>
                {row.endsOn < page.today ? null : (
                  <PostButton
                    intent="end-season"
                    name="code"
                    value={row.code}
                    label={PRICING_TEXT.endSeason}
                    ariaLabel={`${PRICING_TEXT.endSeason} ${row.name}`}
                  />
                )}
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <section aria-labelledby="season-form" className={styles.card}>
        <h3 id="season-form" className={styles.sectionTitle}>
          {editing ? `${PRICING_TEXT.editSeason}: ${editing.name}` : PRICING_TEXT.newSeason}
        </h3>
        <ValidatedForm
          key={editing?.code ?? "new"}
          validator={season}
          method="post"
          id={PRICING_FORM_IDS.season}
          defaultValues={values}
        >
          <Intent value="season" />
          <input type="hidden" name="code" value={values.code} />
          <div className={styles.grid}>
            <TextField name="name" id="season-name" label="Name" />
            <TextField
              name="multiplier"
              id="season-multiplier"
              label="Multiplier"
              inputMode="decimal"
              hint="1.25 is 25% above the class rate"
            />
            <TextField name="startsOn" id="season-starts" label="First pick-up date" type="date" />
            <TextField name="endsOn" id="season-ends" label="Last pick-up date" type="date" />
            <TextField
              name="branchCodes"
              id="season-branches"
              label="Branch codes"
              hint={`Empty for every branch; e.g. ${page.branchCodes.slice(0, 3).join(", ")}`}
            />
            <TextField
              name="priority"
              id="season-priority"
              label="Priority"
              inputMode="numeric"
              hint="The highest wins where seasons overlap"
            />
          </div>
          <div className={styles.inlineForm}>
            <SubmitButton formId={PRICING_FORM_IDS.season} pendingText={PRICING_TEXT.saving}>
              {PRICING_TEXT.save}
            </SubmitButton>
            {editing ? <Link to={`${ADMIN_PATHS.rates}#seasons`}>{PRICING_TEXT.cancelEdit}</Link> : null}
          </div>
        </ValidatedForm>
      </section>
    </>
  );
}
