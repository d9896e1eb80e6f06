"use client";

import { useMemo } from "react";
import type { Lang } from "@/config/languages";
import type { RegionId } from "@/config/regions";
import { formatterFor, type Format } from "./format";

/**
 * The formatter for client islands. The site ships no next-intl client
 * provider (no messages in the page payload), so an island that formats
 * numbers receives its language and region as props and passes them here.
 */
export function useFormat(lang: Lang, region: RegionId): Format {
  return useMemo(() => formatterFor(lang, region), [lang, region]);
}
