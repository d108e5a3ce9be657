import { AdminTable } from "~/components/admin/AdminTable";
import type { JobsPage } from "~/services/admin/jobs/jobs.server";
import { JOB_STATES, JOBS_TEXT as T } from "~/services/admin/jobs/text";
import * as styles from "~/styles/admin.css";
import * as booking from "~/styles/booking.css";

const STATE_INDEXES = JOB_STATES.map((_, index) => index + 1);

/** /admin/jobs/: each queue's jobs by state, then the latest failed jobs with their error. */
export function JobsView({ page }: { page: JobsPage }) {
  return (
    <>
      <h1 className={styles.title}>{T.title}</h1>
      <p className={booking.lead}>{T.lead}</p>
      <h2 className={styles.sectionTitle}>{T.countsTitle}</h2>
      {page.queues.length === 0 ? (
        <p>{T.noJobs}</p>
      ) : (
        <AdminTable
          scrollLabel={T.scrollLabel}
          labels={[T.queue, ...JOB_STATES.map((state) => T.states[state])]}
          numeric={STATE_INDEXES}
        >
          {page.queues.map((row) => (
            <tr key={row.queue}>
              <th scope="row" className={styles.cell}>
                {row.queue}
              </th>
              {row.counts.map((count, index) => (
                <td key={JOB_STATES[index]} className={`${styles.cell} ${styles.number}`}>
                  {count}
                </td>
              ))}
            </tr>
          ))}
        </AdminTable>
      )}
      <h2 className={styles.sectionTitle}>{T.failedTitle}</h2>
      {page.failed.length === 0 ? (
        <p>{T.noFailed}</p>
      ) : (
        <AdminTable
          scrollLabel={T.failedScrollLabel}
          labels={[T.queue, T.failedAt, T.tries, T.error]}
          numeric={[2]}
        >
          {page.failed.map((job) => (
            <tr key={`${job.queue}-${job.id}`}>
              <th scope="row" className={styles.cell}>
                {job.queue}
              </th>
              <td className={styles.cell}>
                {job.when ? <time dateTime={job.when.at}>{job.when.text}</time> : T.states.failed}
              </td>
              <td className={`${styles.cell} ${styles.number}`}>{job.tries}</td>
              <td className={styles.cell}>{job.error ?? T.noError}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  );
}
