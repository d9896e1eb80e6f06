import { site } from "@/config/site";
import type { OperationModel } from "./types";

/** The languages every operation has a sample in, in display order. */
export const sampleLangs = ["curl", "javascript", "php", "python"] as const;
export type SampleLang = (typeof sampleLangs)[number];
/** Shiki grammar of each sample language. */
export const sampleGrammar = { curl: "bash", javascript: "javascript", php: "php", python: "python" } as const satisfies Record<
  SampleLang,
  string
>;
/** Tab labels; names of languages are not translated. */
export const sampleLabels = { curl: "cURL", javascript: "JavaScript", php: "PHP", python: "Python" } as const satisfies Record<
  SampleLang,
  string
>;

/** Environment variable the samples read the secret key from (never a key in code). */
export const KEY_ENV = `${site.handle.toUpperCase()}_SECRET_KEY`;

type Request = { method: string; url: string; headers: [string, string][]; body: unknown };

/** The request an operation's examples describe: path and query examples filled in, example body. */
export function exampleRequest(operation: OperationModel, baseUrl: string): Request {
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: [string, string][] = [];
  for (const parameter of operation.parameters) {
    if (parameter.example === undefined) continue;
    const value = String(parameter.example);
    if (parameter.in === "path") path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === "query") query.set(parameter.name, value);
    else if (parameter.in === "header") headers.push([parameter.name, value]);
  }
  const search = query.toString();
  return {
    method: operation.method.toUpperCase(),
    url: `${baseUrl}${path}${search ? `?${search}` : ""}`,
    headers,
    body: operation.body?.example,
  };
}

const indent = (text: string, spaces: number) => text.replace(/\n/g, `\n${" ".repeat(spaces)}`);
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function curl({ method, url, headers, body }: Request): string {
  const lines = [`curl -X ${method} ${JSON.stringify(url)}`, `-H "Authorization: Bearer $${KEY_ENV}"`];
  if (body !== undefined) lines.push(`-H "Content-Type: application/json"`);
  for (const [name, value] of headers) lines.push(`-H ${JSON.stringify(`${name}: ${value}`)}`);
  if (body !== undefined) lines.push(`-d ${shellQuote(JSON.stringify(body, null, 2))}`);
  return lines.join(" \\\n  ");
}

function javascript({ method, url, headers, body }: Request): string {
  const headerLines = [`Authorization: \`Bearer \${process.env.${KEY_ENV}}\`,`];
  if (body !== undefined) headerLines.push(`"Content-Type": "application/json",`);
  for (const [name, value] of headers) headerLines.push(`${JSON.stringify(name)}: ${JSON.stringify(value)},`);
  const options = [`method: "${method}",`, `headers: {\n    ${headerLines.join("\n    ")}\n  },`];
  if (body !== undefined) options.push(`body: JSON.stringify(${indent(JSON.stringify(body, null, 2), 2)}),`);
  return [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  ${options.join("\n  ")}`,
    `});`,
    `if (!response.ok) throw new Error((await response.json()).error.message);`,
    `const data = await response.json();`,
  ].join("\n");
}

/** A JSON value as a PHP literal (short arrays). */
export function phpValue(value: unknown, depth = 0): string {
  const pad = "    ".repeat(depth + 1);
  const end = "    ".repeat(depth);
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value))
    return value.length ? `[\n${value.map((item) => `${pad}${phpValue(item, depth + 1)},`).join("\n")}\n${end}]` : "[]";
  const entries = Object.entries(value as Record<string, unknown>);
  // An empty PHP array encodes as [], so empty objects need an explicit object.
  if (!entries.length) return "new stdClass()";
  return `[\n${entries.map(([key, item]) => `${pad}${phpValue(key)} => ${phpValue(item, depth + 1)},`).join("\n")}\n${end}]`;
}

function php({ method, url, headers, body }: Request): string {
  const headerLines = [`'Authorization: Bearer ' . getenv('${KEY_ENV}'),`];
  if (body !== undefined) headerLines.push(`'Content-Type: application/json',`);
  for (const [name, value] of headers) headerLines.push(`${phpValue(`${name}: ${value}`)},`);
  const options = [
    `CURLOPT_CUSTOMREQUEST => '${method}',`,
    `CURLOPT_RETURNTRANSFER => true,`,
    `CURLOPT_HTTPHEADER => [\n        ${headerLines.join("\n        ")}\n    ],`,
  ];
  if (body !== undefined) options.push(`CURLOPT_POSTFIELDS => json_encode(${phpValue(body, 1)}),`);
  return [
    `<?php`,
    `$ch = curl_init(${phpValue(url)});`,
    `curl_setopt_array($ch, [`,
    `    ${options.join("\n    ")}`,
    `]);`,
    `$data = json_decode(curl_exec($ch), true);`,
    `$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);`,
  ].join("\n");
}

/** A JSON value as a Python literal. */
export function pythonValue(value: unknown, depth = 0): string {
  const pad = "    ".repeat(depth + 1);
  const end = "    ".repeat(depth);
  if (value === null || value === undefined) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "string" || typeof value === "number") return JSON.stringify(value);
  if (Array.isArray(value))
    return value.length ? `[\n${value.map((item) => `${pad}${pythonValue(item, depth + 1)},`).join("\n")}\n${end}]` : "[]";
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return "{}";
  return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonValue(item, depth + 1)},`).join("\n")}\n${end}}`;
}

function python({ method, url, headers, body }: Request): string {
  const headerItems = [
    `"Authorization": f"Bearer {os.environ['${KEY_ENV}']}"`,
    ...headers.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`),
  ];
  const args = [JSON.stringify(url), `headers={${headerItems.join(", ")}}`];
  if (body !== undefined) args.push(`json=${pythonValue(body, 1)}`);
  args.push("timeout=30");
  return [
    `import os`,
    `import requests`,
    ``,
    `response = requests.${method.toLowerCase()}(`,
    `    ${args.join(",\n    ")},`,
    `)`,
    `response.raise_for_status()`,
    `data = response.json()`,
  ].join("\n");
}

const generators = { curl, javascript, php, python } as const satisfies Record<SampleLang, (request: Request) => string>;

/** Code samples of one operation in every sample language, from the document's examples. */
export function operationSamples(operation: OperationModel, baseUrl: string): Record<SampleLang, string> {
  const request = exampleRequest(operation, baseUrl);
  return Object.fromEntries(sampleLangs.map((lang) => [lang, generators[lang](request)])) as Record<SampleLang, string>;
}
