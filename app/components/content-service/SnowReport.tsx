import type { SnowReportLocation } from "~/services/content/constants";
import { SNOW_REPORT_TEXT as T } from "~/services/content/text";
import type { SnowReport as SnowReportData } from "~/services/content/snow-report.server";
import * as styles from "~/styles/shell-content.css";
import { t } from "~/services/platform/i18n/translate";

const dash = "–";

/**
 * The snow report widget for a location key (ALL, CHC, ZQN): each ski area's status, base, new
 * snow, lifts and access road, and when the report was last updated. Without a report it says so.
 */
export function SnowReport({
  location,
  report,
}: {
  location: SnowReportLocation;
  report: SnowReportData | null;
}) {
  const headingId = `snow-report-${location.toLowerCase()}`;
  return (
    <section className={styles.snowReport} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.snowTitle}>
        {t(T.titleFor[location])}
      </h2>
      {!report || report.areas.length === 0 ? (
        <p className={styles.snowNote}>{t(T.unavailable)}</p>
      ) : (
        <>
          <p className={styles.snowUpdated}>
            {t(T.updated)} <time dateTime={report.updatedAt}>{report.updatedText}</time>
          </p>
          <div className={styles.snowTableWrap} role="group" aria-labelledby={headingId} tabIndex={0}>
            <table className={styles.snowTable}>
              <thead>
                <tr>
                  <th scope="col">{t(T.skiArea)}</th>
                  <th scope="col">{t(T.status)}</th>
                  <th scope="col">{t(T.base)}</th>
                  <th scope="col">{t(T.newSnow)}</th>
                  <th scope="col">{t(T.lifts)}</th>
                  <th scope="col">{t(T.road)}</th>
                </tr>
              </thead>
              <tbody>
                {report.areas.map((area) => (
                  <tr key={area.name}>
                    <th scope="row">
                      <a href={area.url} rel="noopener noreferrer" target="_blank">
                        {area.name}
                        <span className="visually-hidden">{t(" (opens in a new tab)")}</span>
                      </a>
                    </th>
                    <td>{t(T.statuses[area.status] ?? area.status)}</td>
                    <td>{area.baseCm === null ? dash : T.cm(area.baseCm)}</td>
                    <td>{area.newSnowCm === null ? dash : T.cm(area.newSnowCm)}</td>
                    <td>
                      {area.liftsOpen === null || area.liftsTotal === null
                        ? dash
                        : T.lifts_of(area.liftsOpen, area.liftsTotal)}
                    </td>
                    <td>{area.road === null ? dash : t(T.roads[area.road] ?? area.road)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.snowNote}>
            {t(T.source)} ({report.source}.)
          </p>
        </>
      )}
    </section>
  );
}
