import { describe, expect, it, vi } from "vitest";
vi.mock("server-only", () => ({}));
import { loadApi } from "./load";
import { allOperations } from "./model";
import { tryItBody } from "./try-it-example";

const operation = async (api: "pay" | "pro", id: string) => {
  const found = allOperations(await loadApi(api)).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${api} has no ${id}`);
  return found;
};

describe("tryItBody", () => {
  it("drops the example's optional reference to a customer no test key holds, and keeps the rest", async () => {
    const checkout = await operation("pay", "createCheckout");
    expect(checkout.body?.example).toMatchObject({ customer: expect.stringMatching(/^cus_/) });
    const body = JSON.parse(tryItBody(checkout)!) as Record<string, unknown>;
    expect(body).not.toHaveProperty("customer");
    const rest = { ...(checkout.body!.example as Record<string, unknown>) };
    delete rest.customer;
    expect(body).toEqual(rest);
  });

  it("keeps a required reference (a price names its product)", async () => {
    const price = await operation("pay", "createPrice");
    const body = JSON.parse(tryItBody(price)!) as Record<string, unknown>;
    expect(body.product).toMatch(/^prod_/);
  });

  it("has no body for an operation without one", async () => {
    expect(tryItBody(await operation("pay", "listCheckouts"))).toBeNull();
  });
});
