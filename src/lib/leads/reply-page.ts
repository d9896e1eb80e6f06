import type { Metadata } from "next";
import { headers } from "next/headers";
import type { StaticRoutePath } from "@/config/routes";
import { routeMetadata, type PageProps } from "@/lib/page";
import { decodeReply, replyHeader, type LeadReply } from "./reply";

/** The reply the proxy handed this request (`x-lead-reply`), or null: the empty form. */
export async function leadReply(): Promise<LeadReply | null> {
  return decodeReply((await headers()).get(replyHeader));
}

/** A reply page's head: its form page's title and description, never indexed. */
export function replyMetadata(path: StaticRoutePath) {
  const base = routeMetadata(path);
  return async function generateMetadata(props: PageProps): Promise<Metadata> {
    return { ...(await base(props)), robots: { index: false, follow: true } };
  };
}
