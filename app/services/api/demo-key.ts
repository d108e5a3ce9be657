/**
 * What an API call carries. A plain module (no server imports): the end-to-end tests read it.
 * The demo API key itself is seeded data (models/seed/demo-api-key.ts).
 */
/** The request header every API call carries (spec section 7). */
export const API_KEY_HEADER = "api-key";
