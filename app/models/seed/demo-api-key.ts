/**
 * The demo API key, seeded with the demo accounts (outside production, or with
 * SEED_DEMO_ACCOUNTS=true, as on the end-to-end server) so that a fresh checkout and the
 * Playwright tests can call the API at once. Like the demo passwords it is public: a production
 * database never has it. Real keys come from `npm run api-key:create -- --name <name>`.
 * A plain module (no server imports): the end-to-end tests read it.
 */
export const DEMO_API_KEY_NAME = "demo";
export const DEMO_API_KEY = "gork_demo_0000000000000000000000000000000000000";
