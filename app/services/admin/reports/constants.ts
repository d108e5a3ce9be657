/** The back office's reports (issue 21 item 8). */

/** The longest date range a report covers. */
export const REPORT_MAX_DAYS = 366;
/** Without dates, the report covers this many days back and ahead of today. */
export const REPORT_DEFAULT_DAYS_EACH_WAY = 14;

export const REPORT_KINDS = ["utilisation", "revenue", "cancellations"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The CSV downloads: ?report=…&from=…&to=…&branch=… (the page's own query). */
export const REPORT_EXPORT_PATH = "/admin/reports/export/";
