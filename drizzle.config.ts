import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes a migration for a change to the schema (docs/leads.md). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./db/migrations",
});
