/** Paths and limits of the rental API under /api/ (issue 7). */

export const API_OPENAPI_PATH = "/api/openapi.json";
/** Largest request body an API call reads (larger answers 413). */
export const API_MAX_BODY_BYTES = 64 * 1024;
/** How long clients may keep lookups and driver questions before asking again (ETag revalidates). */
export const API_LOOKUP_MAX_AGE_SECONDS = 3600;
/** At most this many lookup types in one /api/Lookup call. */
export const API_LOOKUP_MAX_TYPES = 20;
/** booking/priceChange: at most this many fields in `changes`, each name and value at most this long. */
export const API_CHANGE_MAX_FIELDS = 60;
export const API_CHANGE_VALUE_MAX_LENGTH = 40;
