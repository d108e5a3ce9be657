import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Route modules import vanilla-extract styles; the plugin lets tests load them as in the app.
  plugins: [vanillaExtractPlugin()],
  resolve: {
    alias: { "~": path.resolve(__dirname, "./app") },
  },
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
    // Each test file gets its own module graph, and its own embedded database: a copy of the one
    // the global setup migrates and seeds once for the run (tests/unit/support/pglite-template.ts).
    globalSetup: ["tests/unit/support/pglite-template.ts"],
    setupFiles: ["tests/unit/setup.ts"],
    pool: "forks",
    isolate: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: {
      DATABASE_URL: "memory://",
      SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789abcdef0123456789ab",
      NODE_ENV: "test",
    },
  },
});
