/** What the site answers when it refuses a request before any page or form sees it (ADR 0070). */

/** 403: a state-changing request from another site (its Origin or Referer is not ours). */
export const CROSS_SITE_REQUEST_REFUSED =
  "This request came from another website, so it was not carried out. Open the page on our site and send the form again.";

/** 415: a form post whose body is not a form (JSON, XML, plain text…). */
export const FORM_CONTENT_TYPE_REFUSED =
  "This page accepts form posts only (application/x-www-form-urlencoded or multipart/form-data).";

/** 400: a form post whose body cannot be read as the form it claims to be (broken multipart). */
export const FORM_BODY_UNREADABLE = "The form could not be read. Please go back and send it again.";

/** The page a refused browser request is shown (rendered by the site's error page). */
export const REFUSED_PAGE_PATH = "/request-refused/";
