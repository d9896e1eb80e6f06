import type { ApiId } from "@/config/apis";
import type { Lang } from "@/config/languages";

/** A piece of text in the three languages (French and Arabic fall back to English). */
export type LocalText = Record<Lang, string>;

export type FieldRow = {
  /** Dotted path (`error.code`, `data[].id`). */
  name: string;
  depth: number;
  type: string;
  required: boolean;
  enumValues: string[];
  description: LocalText | null;
};

export type ParameterModel = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  type: string;
  description: LocalText | null;
  example: unknown;
};

export type ResponseModel = {
  status: string;
  description: LocalText;
  fields: FieldRow[];
  example: unknown;
};

export type OperationModel = {
  id: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The path, or the event name for a webhook. */
  path: string;
  tag: string;
  summary: LocalText;
  description: LocalText | null;
  parameters: ParameterModel[];
  body: { required: boolean; fields: FieldRow[]; example: unknown } | null;
  responses: ResponseModel[];
};

export type TagModel = {
  /** Anchor of the tag in the docs page's reference index (`tag-checkouts`). */
  id: string;
  name: LocalText;
  description: LocalText | null;
  operations: OperationModel[];
};

export type ApiModel = {
  id: ApiId;
  title: string;
  version: string;
  servers: { url: string; mode: "live" | "test"; description: LocalText }[];
  tags: TagModel[];
  webhooks: OperationModel[];
};
