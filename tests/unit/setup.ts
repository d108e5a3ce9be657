import { installGlobals } from "@remix-run/node";

// The same fetch globals the server installs in production (server/web-server.mjs): with single
// fetch on, Node's own fetch, Request and Response, so tests fail where production would.
installGlobals({ nativeFetch: true });

// npm run test:pg: this file's own PostgreSQL database; otherwise its own copy of the run's
// migrated and seeded embedded database (support/pglite-template.ts).
import { usePgliteCopyPerFile } from "./support/pglite-per-file";
import { usePostgresPerFile } from "./support/postgres-per-file";
await usePostgresPerFile();
usePgliteCopyPerFile();
