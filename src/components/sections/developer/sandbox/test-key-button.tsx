import { getLocale, getTranslations } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import type { Lang } from "@/config/languages";
import { getRegion } from "@/i18n/region";
import { KeyBox, type KeyBoxLabels } from "./key-box";

const labelKeys = [
  "get",
  "getting",
  "title",
  "once",
  "created",
  "expires",
  "kept",
  "forget",
  "forgotten",
  "copy",
  "copied",
  "copyFailed",
  "tooMany",
  "full",
  "offline",
  "other",
] as const satisfies readonly (keyof KeyBoxLabels)[];

/** The keys step's one-click test key (KeyBox), its copy in the page's language. */
export async function TestKeyButton({ api }: { api: ApiId }) {
  const t = await getTranslations("developer.docs.sandbox.key");
  // Templates filled by the island ({date}, {key}): next-intl's raw message, typography applied at load.
  const labels = Object.fromEntries(labelKeys.map((key) => [key, key === "expires" || key === "kept" ? t.raw(key) : t(key)])) as KeyBoxLabels;
  return <KeyBox api={api} lang={(await getLocale()) as Lang} region={getRegion()} labels={labels} />;
}
