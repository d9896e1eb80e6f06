import { localText } from "./localize";
import type { FieldRow, LocalText } from "./types";

type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
};

/** Merges `allOf` members into one object schema (properties, required, translations). */
export function mergeSchema(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(mergeSchema);
  const merged: Schema = { ...schema, type: "object", properties: {}, required: [] };
  delete merged.allOf;
  for (const part of parts) {
    Object.assign(merged.properties!, part.properties ?? {});
    merged.required!.push(...(part.required ?? []));
  }
  return merged;
}

/** A short, readable type: `string`, `integer`, `array<string>`, `string | null`, `date-time`. */
export function typeLabel(input: Schema): string {
  const schema = mergeSchema(input);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ["object"] : [];
  const label = types
    .map((type) => {
      if (type === "array") return `array<${schema.items ? typeLabel(schema.items) : "any"}>`;
      if (type === "string" && schema.format) return `string (${schema.format})`;
      return type;
    })
    .join(" | ");
  return label || "any";
}

const MAX_DEPTH = 2;

/**
 * Flattens an object schema into table rows, one per property, with nested
 * objects (and arrays of objects) as dotted rows up to two levels deep.
 */
export function schemaRows(input: Schema | undefined, prefix = "", depth = 0): FieldRow[] {
  if (!input) return [];
  const schema = mergeSchema(input);
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, raw] of Object.entries(schema.properties ?? {})) {
    const property = mergeSchema(raw);
    const name = `${prefix}${key}`;
    const enumValues = (property.enum ?? (property.const !== undefined ? [property.const] : [])).map(String);
    rows.push({ name, depth, type: typeLabel(property), required: required.has(key), enumValues, description: describe(raw, property) });
    if (depth + 1 >= MAX_DEPTH) continue;
    if (property.properties) rows.push(...schemaRows(property, `${name}.`, depth + 1));
    else if (property.items && mergeSchema(property.items).properties) rows.push(...schemaRows(property.items, `${name}[].`, depth + 1));
  }
  return rows;
}

function describe(raw: Schema, merged: Schema): LocalText | null {
  return localText(raw, "description") ?? localText(merged, "description");
}
