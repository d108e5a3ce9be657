import { installGlobals } from "@remix-run/node";

// The same fetch globals the server installs in production (server/web-server.mjs): with single
// fetch on, Node's own fetch, Request and Response, so tests fail where production would.
installGlobals({ nativeFetch: true });

// npm run test:pg: this file's own PostgreSQL database instead of an in-memory PGlite.
import { usePostgresPerFile } from "./support/postgres-per-file";
await usePostgresPerFile();
