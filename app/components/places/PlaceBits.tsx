import { Link } from "@remix-run/react";
import { SearchForm } from "~/components/booking/SearchForm";
import type { BranchCard } from "~/services/content/places/pages.server";
import type { SearchFormData } from "~/services/booking/search/form-defaults.server";
import * as styles from "~/styles/places.css";
import { t } from "~/services/platform/i18n/translate";

/** A branch of the location lists: address, hours, phone and a link to its page. */
export function BranchCardView({ branch, headingLevel = 2 }: { branch: BranchCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.card}>
      <Heading className={styles.cardTitle}>
        <Link to={branch.href}>{branch.name}</Link>
      </Heading>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t("Address")}</dt>
          <dd className={styles.factValue}>{branch.address}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t("Open every day")}</dt>
          <dd className={styles.factValue}>{branch.hours}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t("Phone")}</dt>
          <dd className={styles.factValue}>
            <a href={`tel:${branch.phone.replace(/\s/g, "")}`}>{branch.phone}</a>
          </dd>
        </div>
      </dl>
    </article>
  );
}

export function BranchCardList({
  branches,
  headingLevel = 2,
}: {
  branches: readonly BranchCard[];
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={styles.cardList}>
      {branches.map((branch) => (
        <li key={branch.slug}>
          <BranchCardView branch={branch} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The search form as the pages built from live data show it: book from where you are. */
export function PlaceSearch({
  form,
  title,
}: {
  form: SearchFormData;
  /** Already translated; by default "Check prices and availability". */
  title?: string;
}) {
  return (
    <section className={styles.section} aria-label={t("Search vehicles")}>
      <SearchForm
        branches={form.branches}
        defaults={form.defaults}
        minDate={form.minDate}
        title={title ?? t("Check prices and availability")}
        wide
      />
    </section>
  );
}
