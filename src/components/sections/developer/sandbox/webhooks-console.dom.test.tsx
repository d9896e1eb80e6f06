// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { createRoot, type Root } from "react-dom/client";
import { act } from "react";
import ar from "@messages/sections/developer/ar.json" with { type: "json" };
import { WebhooksConsole, type WebhooksConsoleLabels } from "./webhooks-console";

/*
 * The webhooks page's island in a document, its sandbox answered by a fake `fetch`: what a developer
 * sees and where focus goes when older deliveries are asked for, and how a refused URL is said.
 */

const labels: WebhooksConsoleLabels = { ...ar.docs.sandbox.webhooks, deliveriesEmpty: ar.docs.sandbox.webhooks.deliveriesEmptyPay };
const key = "sk_test_0123456789abcdefABCDEF";
const delivery = (index: number) => ({
  id: `whd_${String(index).padStart(3, "0")}`,
  endpoint: "we_1",
  event: { id: `evt_${index}`, type: "checkout.paid" },
  status: "delivered",
  attempts: [{ at: "2026-11-28T10:00:00Z", status_code: 200, error: null, duration_ms: 12 }],
  created_at: "2026-11-28T10:00:00Z",
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let root: Root | undefined;
let container: HTMLElement;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  localStorage.setItem("sandbox-key-pay", key);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      asked.push(`${init?.method ?? "GET"} ${input}`);
      if (input === "/sandbox/webhook-endpoints" && init?.method === "POST")
        return json(400, { error: { code: "url_not_public", message: "url must reach only public addresses: db.internal does not.", param: "url", reason: "not_public", host: "db.internal" } });
      if (input === "/sandbox/webhook-endpoints") return json(200, { object: "list", has_more: false, data: [] });
      if (input.startsWith("/sandbox/webhook-deliveries?") && input.includes("starting_after=whd_049"))
        return json(200, { object: "list", has_more: false, data: [50, 51, 52].map(delivery) });
      if (input.startsWith("/sandbox/webhook-deliveries?"))
        return json(200, { object: "list", has_more: true, data: Array.from({ length: 50 }, (_, index) => delivery(index)) });
      return json(404, {});
    }),
  );
  container = document.body.appendChild(document.createElement("div"));
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function render() {
  await act(async () => {
    root = createRoot(container);
    root.render(<WebhooksConsole api="pay" lang="ar" region="dz" events={["checkout.paid"]} keyHref="/dz/developer/pay#start" urlLength={2048} labels={labels} />);
  });
}
const button = (name: string) => [...container.querySelectorAll("button")].find((element) => element.textContent?.trim() === name);
const status = () => container.querySelector('[data-testid="webhooks-status"]')!.textContent;

describe("the webhooks page's island", () => {
  test("lists the newest 50 deliveries, then the older ones on asking; focus moves to the first of them, and the button goes once there are no more", async () => {
    await render();
    expect(container.querySelectorAll('[data-testid="webhook-delivery"]')).toHaveLength(50);
    const older = button(labels.older)!;
    expect(older).toBeDefined();
    await act(async () => older.click());
    expect(asked).toContain("GET /sandbox/webhook-deliveries?limit=50&starting_after=whd_049");
    const items = container.querySelectorAll('[data-testid="webhook-delivery"]');
    expect(items).toHaveLength(53);
    expect(document.activeElement).toBe(items[50]);
    expect(status()).toBe(labels.olderShown);
    expect(button(labels.older)).toBeUndefined();
  });

  test("a refused URL is said in Arabic, the host left to right, and not in the sandbox's English", async () => {
    await render();
    const field = container.querySelector<HTMLInputElement>('input[type="url"]')!;
    expect(field.maxLength).toBe(2048);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, "https://db.internal/hook");
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => field.form!.requestSubmit());
    expect(status()).toBe(labels.urlNotPublic);
    expect(status()).not.toMatch(/[A-Za-z]{4}/);
  });
});
