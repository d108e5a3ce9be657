import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./app/models/schema/index.ts",
  out: "./drizzle",
});
