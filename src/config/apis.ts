/** The two documented APIs; each has `content/openapi/<id>.yaml`. */
export const apiIds = ["pay", "pro"] as const;
export type ApiId = (typeof apiIds)[number];
