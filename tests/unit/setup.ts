import { installGlobals } from "@remix-run/node";

// The same fetch globals remix-serve installs in production (Remix's polyfill, which has no
// Headers.getSetCookie()), so tests fail where production would.
installGlobals();

// npm run test:pg: this file's own PostgreSQL database instead of an in-memory PGlite.
import { usePostgresPerFile } from "./support/postgres-per-file";
await usePostgresPerFile();
