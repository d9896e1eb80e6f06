import { getMessages } from "next-intl/server";
import type { ApiId } from "@/config/apis";
import { loadApi } from "@/lib/openapi/load";
import { sampleServer } from "@/lib/openapi/model";
import { authOperation } from "@/lib/openapi/guides";
import { Paragraphs } from "../prose";
import { CurlSample } from "../code";
import { guideIds } from "../guide-ids";
import { GuideSection } from "./guide-section";

/** Bearer secret keys, test and live, with an authenticated request. */
export async function AuthGuide({ api }: { api: ApiId }) {
  // The paragraphs are a message array: the typed tree gives them as string[] without a cast.
  const copy = (await getMessages()).developer.docs.auth;
  const model = await loadApi(api);
  const first = authOperation(model);
  return (
    <GuideSection id={guideIds.auth} title={copy.title}>
      <Paragraphs items={copy.paragraphs} />
      {first ? <CurlSample api={api} operation={first} baseUrl={sampleServer(model)} /> : null}
    </GuideSection>
  );
}
