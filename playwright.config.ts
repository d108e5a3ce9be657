import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = "tests/.tmp/e2e-data";
/** The server's file outbox: tests read the emails it sends (sign-up links, reset links). */
export const E2E_MAIL_DIR = `${DATA_DIR}/mail`;

/**
 * `npm run test:pg`'s end-to-end run (scripts/test-pg.sh) sets E2E_DATABASE_URL: the same build
 * on PostgreSQL as an operator runs it with several instances: two web processes, the job worker
 * in a process of its own (`npm run worker`), and mail through a real SMTP server.
 */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL;
const SMTP_PORT = PORT + 1;

/** The tag of a test that also runs without JavaScript, at the end of its title: `test("… @no-js", …)`. */
export const NO_JS_TAG = "@no-js";

/** Debian's Chromium: Playwright never downloads a browser here. */
const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * The server's settings in both runs. The two projects' browser addresses book many cars at once,
 * so the holds caps leave them alone (docs/booking.md).
 */
const SERVER_ENV = `NODE_ENV=production LOG_REQUESTS=false TRUST_PROXY=loopback HOLD_LIMIT_EXEMPT_ADDRESSES=192.0.2.1,192.0.2.2 SEED_DEMO_ACCOUNTS=true PORT=${PORT} PUBLIC_URL=${E2E_BASE_URL} DATA_DIR=${DATA_DIR} MAIL_DIR=${E2E_MAIL_DIR} PARTNER_ORIGINS=https://partner.example`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry everywhere (CI runs on a shared 2-core machine); a test that needed it is reported
  // as flaky in the output, to be fixed, not hidden. PLAYWRIGHT_RETRIES=0 turns it off.
  retries: Number(process.env.PLAYWRIGHT_RETRIES ?? 1),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunch,
    trace: "retain-on-failure",
  },
  projects: [
    // Each project is its own client (the server trusts loopback as its proxy): the per-IP rate
    // limits of sign-up and password reset then count each project's visitors apart.
    // Every test runs with JavaScript; without it only the tests tagged NO_JS_TAG, whose flow
    // differs without JavaScript (docs/testing.md, "Which project runs a test").
    {
      name: "js-on",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunch,
        javaScriptEnabled: true,
        extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.1" },
      },
    },
    {
      name: "js-off",
      grep: new RegExp(NO_JS_TAG),
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: chromiumLaunch,
        javaScriptEnabled: false,
        extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.2" },
      },
    },
  ],
  webServer: E2E_DATABASE_URL
    ? [
        {
          command: `node tests/e2e/support/smtp-sink.mjs ${SMTP_PORT}`,
          port: SMTP_PORT,
          reuseExistingServer: false,
        },
        {
          command: `rm -rf ${DATA_DIR} && ${SERVER_ENV} DATABASE_URL=${E2E_DATABASE_URL} SESSION_SECRET=e2e-on-postgresql-0123456789abcdef0123456789 SMTP_URL=smtp://127.0.0.1:${SMTP_PORT} WEB_CONCURRENCY=2 BACKGROUND_JOBS=false sh -c 'node worker.mjs ./build/index.js & exec node server.mjs ./build/index.js'`,
          url: `${E2E_BASE_URL}/healthz`,
          reuseExistingServer: false,
          timeout: 120_000,
          stdout: "pipe",
          stderr: "pipe",
        },
      ]
    : {
        // The production build, on a fresh embedded database for every run.
        command: `rm -rf ${DATA_DIR} && ${SERVER_ENV} node server.mjs ./build/index.js`,
        url: `${E2E_BASE_URL}/healthz`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "pipe",
        stderr: "pipe",
      },
});
