/** Texts of the back office's jobs page (issue 33). */
export const JOBS_TEXT = {
  title: "Jobs",
  lead: "The job worker's queues: how many jobs wait, run, are retried, done or failed, and the latest failed jobs with their error.",
  countsTitle: "Queues",
  noJobs: "No job has been queued yet.",
  queue: "Queue",
  states: {
    created: "Waiting",
    retry: "To retry",
    active: "Running",
    completed: "Done",
    cancelled: "Cancelled",
    failed: "Failed",
  },
  failedTitle: "Latest failed jobs",
  noFailed: "No job has failed.",
  failedAt: "Failed",
  tries: "Tries",
  error: "Error",
  noError: "No message kept",
  scrollLabel: "Jobs by queue",
  failedScrollLabel: "Failed jobs",
} as const;

/** The states pg-boss 10 gives a job, in the order the page shows them. */
export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
