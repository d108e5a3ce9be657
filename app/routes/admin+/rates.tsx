import { ColumnHeads } from "~/components/admin/ColumnHeads";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { withZod } from "@remix-validated-form/with-zod";
import { ValidatedForm } from "remix-validated-form";
import { DoneNotice, Intent } from "~/components/admin/pricing/fields";
import { SubmitButton } from "~/components/form/SubmitButton";
import { TextField } from "~/components/form/TextField";
import { ADMIN_PATHS } from "~/services/admin/access/constants";
import { requireAdmin } from "~/services/admin/access/guard.server";
import { answerChange } from "~/services/admin/pricing/answer.server";
import {
  classRateSchema,
  extraPriceSchema,
  insurancePriceSchema,
  oneWayFeesSchema,
  seasonCodeSchema,
  seasonSchema,
} from "~/services/admin/pricing/forms";
import {
  changeClassRate,
  changeExtraPrice,
  changeInsurancePrice,
  changeOneWayFees,
  endSeason,
  loadRatesPage,
  saveSeason,
} from "~/services/admin/pricing/rates.server";
import { PRICING_TEXT } from "~/services/admin/pricing/text";
import { NO_STORE } from "~/services/platform/cache-control";
import { formatMoney } from "~/services/platform/money";
import { seoMeta } from "~/services/content/seo/seo";
import * as styles from "~/styles/admin.css";
import { readFormData } from "~/services/platform/form-data.server";

/**
 * /admin/rates/ (issue 21 item 4, Admin): class daily rates, seasons, extras and insurance prices,
 * one-way fees. Every form posts here with its intent; a change redirects back (303) with what was
 * done, a refusal answers beside the field.
 */
export const meta: MetaFunction = (args) => seoMeta(args, { title: PRICING_TEXT.ratesTitle, noindex: true });

const classRate = withZod(classRateSchema);
const season = withZod(seasonSchema);
const seasonCode = withZod(seasonCodeSchema);
const extraPrice = withZod(extraPriceSchema);
const insurancePrice = withZod(insurancePriceSchema);
const oneWayFees = withZod(oneWayFeesSchema);

const SEASON_FORM = "season";
const ONE_WAY_FORM = "one-way-fees";
const done = (what: string) => `${ADMIN_PATHS.rates}?done=${what}`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const page = await loadRatesPage();
  const editing = url.searchParams.get("season");
  return data(
    {
      ...page,
      done: url.searchParams.get("done"),
      editSeason: editing ? (page.seasons.find((row) => row.code === editing) ?? null) : null,
      newSeason: url.searchParams.has("new-season"),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const form = (await readFormData(request)) ?? new FormData();
  const key = String(form.get("classCode") ?? form.get("code") ?? "");
  switch (form.get("intent")) {
    case "class-rate":
      return answerChange(
        classRate,
        form,
        `class-${key}`,
        (data) => changeClassRate(staff, data),
        done("class-rate"),
      );
    case "season":
      return answerChange(season, form, SEASON_FORM, (data) => saveSeason(staff, data), done("season"));
    case "end-season":
      return answerChange(
        seasonCode,
        form,
        `end-season-${key}`,
        (data) => endSeason(staff, data.code),
        done("season-ended"),
      );
    case "extra":
      return answerChange(
        extraPrice,
        form,
        `extra-${key}`,
        (data) => changeExtraPrice(staff, data),
        done("extra"),
      );
    case "insurance":
      return answerChange(
        insurancePrice,
        form,
        `insurance-${key}`,
        (data) => changeInsurancePrice(staff, data),
        done("insurance"),
      );
    case "one-way-fees":
      return answerChange(
        oneWayFees,
        form,
        ONE_WAY_FORM,
        (data) => changeOneWayFees(staff, data),
        done("one-way-fees"),
      );
    default:
      return new Response(null, { status: 400 });
  }
}

const money = (value: number | null) => (value === null ? PRICING_TEXT.none : formatMoney(value));

export default function AdminRates() {
  const page = useLoaderData<typeof loader>();
  const seasonValues = page.editSeason
    ? {
        code: page.editSeason.code,
        name: page.editSeason.name,
        startsOn: page.editSeason.startsOn,
        endsOn: page.editSeason.endsOn,
        multiplier: page.editSeason.multiplier,
        branchCodes: (page.editSeason.branchCodes ?? []).join(", "),
        priority: page.editSeason.priority,
      }
    : { code: "", name: "", startsOn: "", endsOn: "", multiplier: 1, branchCodes: "", priority: 0 };
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
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <ColumnHeads labels={["Class", "Daily rate (NZD)"]} />
          <tbody>
            {page.classes.map((row) => {
              const formId = `class-${row.classCode}`;
              return (
                <tr key={row.classCode}>
                  <th className={styles.cell} scope="row">
                    {row.classCode} · {row.name}
                  </th>
                  <td className={styles.cell}>
                    <ValidatedForm
                      validator={classRate}
                      method="post"
                      id={formId}
                      className={styles.inlineForm}
                      defaultValues={{ dailyRate: row.dailyRate }}
                    >
                      <Intent value="class-rate" />
                      <input type="hidden" name="classCode" value={row.classCode} />
                      <TextField
                        name="dailyRate"
                        id={`rate-${row.classCode}`}
                        label={`Daily rate of ${row.classCode}`}
                        inputMode="decimal"
                      />
                      <SubmitButton formId={formId} pendingText={PRICING_TEXT.saving} variant="secondary">
                        {PRICING_TEXT.save}
                      </SubmitButton>
                    </ValidatedForm>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2 className={styles.sectionTitle} id="seasons">
        {PRICING_TEXT.seasons}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <ColumnHeads labels={["Season", "From", "To", "Multiplier", "Branches", "Priority", "Actions"]} />
          <tbody>
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
                      <Form method="post">
                        <Intent value="end-season" />
                        <input type="hidden" name="code" value={row.code} />
                        <button
                          type="submit"
                          className={styles.plainButton}
                          aria-label={`${PRICING_TEXT.endSeason} ${row.name}`}
                        >
                          {PRICING_TEXT.endSeason}
                        </button>
                      </Form>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="season-form" className={styles.card}>
        <h3 id="season-form" className={styles.sectionTitle}>
          {page.editSeason ? `${PRICING_TEXT.editSeason}: ${page.editSeason.name}` : PRICING_TEXT.newSeason}
        </h3>
        <ValidatedForm
          key={page.editSeason?.code ?? "new"}
          validator={season}
          method="post"
          id={SEASON_FORM}
          defaultValues={seasonValues}
        >
          <Intent value="season" />
          <input type="hidden" name="code" value={seasonValues.code} />
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
            <SubmitButton formId={SEASON_FORM} pendingText={PRICING_TEXT.saving}>
              {PRICING_TEXT.save}
            </SubmitButton>
            {page.editSeason ? (
              <Link to={`${ADMIN_PATHS.rates}#seasons`}>{PRICING_TEXT.cancelEdit}</Link>
            ) : null}
          </div>
        </ValidatedForm>
      </section>

      <h2 className={styles.sectionTitle} id="extras">
        {PRICING_TEXT.extras}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <ColumnHeads labels={["Extra", "Price and cap (NZD)"]} />
          <tbody>
            {page.extras.map((row) => {
              const formId = `extra-${row.code}`;
              return (
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
                    <ValidatedForm
                      validator={extraPrice}
                      method="post"
                      id={formId}
                      className={styles.inlineForm}
                      defaultValues={{ price: row.price, cap: row.cap ?? undefined }}
                    >
                      <Intent value="extra" />
                      <input type="hidden" name="code" value={row.code} />
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
                      <SubmitButton formId={formId} pendingText={PRICING_TEXT.saving} variant="secondary">
                        {PRICING_TEXT.save}
                      </SubmitButton>
                    </ValidatedForm>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2 className={styles.sectionTitle} id="insurance">
        {PRICING_TEXT.insurance}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <ColumnHeads labels={["Cover", "Daily price, excess and bond (NZD)"]} />
          <tbody>
            {page.insurance.map((row) => {
              const formId = `insurance-${row.code}`;
              return (
                <tr key={row.code}>
                  <th className={styles.cell} scope="row">
                    {row.name}
                  </th>
                  <td className={styles.cell}>
                    <ValidatedForm
                      validator={insurancePrice}
                      method="post"
                      id={formId}
                      className={styles.inlineForm}
                      defaultValues={{
                        dailyPrice: row.dailyPrice,
                        excess: row.excess,
                        bond: row.bond,
                      }}
                    >
                      <Intent value="insurance" />
                      <input type="hidden" name="code" value={row.code} />
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
                      <SubmitButton formId={formId} pendingText={PRICING_TEXT.saving} variant="secondary">
                        {PRICING_TEXT.save}
                      </SubmitButton>
                    </ValidatedForm>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2 className={styles.sectionTitle} id="one-way">
        {PRICING_TEXT.oneWayFees}
      </h2>
      <ValidatedForm
        validator={oneWayFees}
        method="post"
        id={ONE_WAY_FORM}
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
        <SubmitButton formId={ONE_WAY_FORM} pendingText={PRICING_TEXT.saving}>
          {PRICING_TEXT.save}
        </SubmitButton>
      </ValidatedForm>
    </>
  );
}
