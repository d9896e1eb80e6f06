import { localText } from "./localize";
import { schemaRows } from "./schema";
import { operationSlug, tagSlug } from "./slug";
import type { ApiId } from "@/config/apis";
import type { ApiModel, LocalText, OperationModel, ParameterModel, ResponseModel, TagModel } from "./types";
import { typeLabel } from "./schema";

type Node = Record<string, unknown>;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Anchor id of a tag's entry in the docs page's reference index (`tag-payment-links`): the deep link of the one-page reference it replaced. */
export function tagAnchor(name: string): string {
  return `tag-${tagSlug(name)}`;
}

function jsonMedia(node: unknown): Node | undefined {
  const content = (node as Node | undefined)?.content as Node | undefined;
  return content?.["application/json"] as Node | undefined;
}

function parameterModel(raw: Node): ParameterModel {
  const schema = (raw.schema ?? {}) as Node;
  return {
    name: String(raw.name),
    in: raw.in as ParameterModel["in"],
    required: raw.required === true,
    type: typeLabel(schema),
    description: localText(raw, "description"),
    example: raw.example ?? schema.example ?? schema.default,
  };
}

function responseModel(status: string, raw: Node): ResponseModel {
  const media = jsonMedia(raw);
  return {
    status,
    description: localText(raw, "description") ?? { en: status, fr: status, ar: status },
    fields: schemaRows(media?.schema as Node | undefined),
    example: media?.example,
  };
}

function operationModel(method: OperationModel["method"], path: string, raw: Node): OperationModel {
  const media = jsonMedia(raw.requestBody);
  const requestBody = raw.requestBody as Node | undefined;
  return {
    id: String(raw.operationId),
    method,
    path,
    tag: (raw.tags as string[] | undefined)?.[0] ?? "Webhooks",
    summary: localText(raw, "summary") as LocalText,
    description: localText(raw, "description"),
    parameters: ((raw.parameters as Node[] | undefined) ?? []).map(parameterModel),
    body: media ? { required: requestBody?.required === true, fields: schemaRows(media.schema as Node), example: media.example } : null,
    responses: Object.entries((raw.responses as Record<string, Node> | undefined) ?? {}).map(([status, value]) =>
      responseModel(status, value),
    ),
  };
}

function operationsOf(paths: Record<string, Node> | undefined): OperationModel[] {
  return Object.entries(paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => operationModel(method, path, item[method] as Node)),
  );
}

/** Turns a dereferenced OpenAPI document into what the docs pages render. */
export function buildModel(id: ApiId, document: Node): ApiModel {
  const info = document.info as Node;
  const operations = operationsOf(document.paths as Record<string, Node>);
  const tags: TagModel[] = ((document.tags as Node[] | undefined) ?? []).map((tag) => ({
    id: tagAnchor(String(tag.name)),
    name: localText(tag, "name") as LocalText,
    description: localText(tag, "description"),
    operations: operations.filter((operation) => operation.tag === tag.name),
  }));
  return {
    id,
    title: String(info.title),
    version: String(info.version),
    servers: ((document.servers as Node[] | undefined) ?? []).map((server) => ({
      url: String(server.url),
      mode: server["x-mode"] === "test" ? ("test" as const) : ("live" as const),
      description: localText(server, "description") ?? { en: "", fr: "", ar: "" },
    })),
    tags,
    webhooks: operationsOf(document.webhooks as Record<string, Node>),
  };
}

/** The server samples use: the test-mode one (`x-mode: test`), else the first. */
export function sampleServer(api: ApiModel): string {
  return (api.servers.find((server) => server.mode === "test") ?? api.servers[0])?.url ?? "";
}

/** Every operation of an API, in document order. */
export function allOperations(api: ApiModel): OperationModel[] {
  return api.tags.flatMap((tag) => tag.operations);
}

/** Whether an operation of the API returns a page of a list (`starting_after`): the docs' pagination guide is shown only then. */
export function hasPagedList(api: ApiModel): boolean {
  return allOperations(api).some((operation) => operation.parameters.some((parameter) => parameter.name === "starting_after"));
}

/** One reference page: an endpoint (with its tag) or a webhook event. */
export type ReferencePage = { slug: string; operation: OperationModel; tag: TagModel | null };

/** The reference pages of an API, one per operation, in order: tag by tag, then the webhook events. */
export function referencePages(model: ApiModel): ReferencePage[] {
  return [
    ...model.tags.flatMap((tag) => tag.operations.map((operation) => ({ slug: operationSlug(operation.id), operation, tag }))),
    ...model.webhooks.map((operation) => ({ slug: operationSlug(operation.id), operation, tag: null })),
  ];
}
