import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * With TEST_DATABASE_URL=postgres://…/template (npm run test:pg), each test file runs against its
 * own new database, copied from that migrated and seeded template, exactly as each file gets its
 * own in-memory PGlite otherwise. Sets DATABASE_URL before the app reads its configuration.
 */
export async function usePostgresPerFile(): Promise<void> {
  const templateUrl = process.env.TEST_DATABASE_URL;
  if (!templateUrl) return;
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  try {
    // The template may be busy for a moment (another file copying it): retry.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database "${name}" template "${templateName}"`);
        break;
      } catch (error) {
        if (attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  template.pathname = `/${name}`;
  process.env.DATABASE_URL = template.toString();
}
