import { describe, expect, it } from "vitest";
import { makeQueryClient } from "@/components/providers/query-provider";

describe("client data defaults", () => {
  it("does not refetch on focus and keeps data fresh for 15 minutes", () => {
    const options = makeQueryClient().getDefaultOptions().queries;
    expect(options?.refetchOnWindowFocus).toBe(false);
    expect(options?.staleTime).toBe(900_000);
    expect(options?.gcTime).toBeUndefined();
  });
});
