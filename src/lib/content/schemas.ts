import { z } from "zod";

/** A calendar date written `YYYY-MM-DD` that exists. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "not a real date");

export const newsCategories = ["product", "company", "partnership", "security"] as const;
export type NewsCategory = (typeof newsCategories)[number];

export const newsSchema = z.strictObject({
  title: z.string().min(5),
  summary: z.string().min(20),
  date: isoDate,
  category: z.enum(newsCategories),
});
export type NewsMeta = z.infer<typeof newsSchema>;

/** schema.org employment types: a fixed-term contract (CDD) is TEMPORARY; CONTRACTOR is an independent contractor. */
export const employmentTypes = ["FULL_TIME", "PART_TIME", "TEMPORARY", "CONTRACTOR", "INTERN"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const careerSchema = z.strictObject({
  title: z.string().min(3),
  summary: z.string().min(20),
  team: z.string().min(2),
  location: z.string().min(2),
  /** City for structured data, in Latin script (`Algiers`). */
  city: z.string().min(2),
  type: z.enum(employmentTypes),
  remote: z.boolean().default(false),
  datePosted: isoDate,
  validThrough: isoDate,
});
export type CareerMeta = z.infer<typeof careerSchema>;

export const legalSchema = z.strictObject({
  title: z.string().min(3),
  summary: z.string().min(20),
  updated: isoDate,
});
export type LegalMeta = z.infer<typeof legalSchema>;
