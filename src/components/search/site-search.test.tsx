// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { createRoot, type Root } from "react-dom/client";
import { flushSync } from "react-dom";
import ar from "@messages/ar.json" with { type: "json" };
import { SiteSearch } from "./site-search";
import type { SearchLabels } from "./search-form";

/** The combobox's code arrives when the test opens the gate: the moment a slow network would deliver it. */
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  let delivered: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open(), delivered: new Promise<void>((resolve) => (delivered = resolve)), deliver: () => delivered() };
});
vi.mock("./site-search-combobox", async (importOriginal) => {
  const real = await importOriginal();
  await gate.opened;
  gate.deliver();
  return real;
});
// The engine and index never arrive: this test is about the field, not the results.
vi.mock("@/lib/search/client", () => ({ browserSearcher: () => new Promise(() => {}) }));

const labels: SearchLabels = {
  label: ar.search.label,
  placeholder: ar.search.placeholder,
  submit: ar.search.submit,
  loading: ar.search.loading,
  failed: ar.search.failed,
  keys: ar.search.keys,
  seeAll: "{query}",
  noResults: "{query}",
  counts: ["0", "1", "2", "3", "4", "5", "6"],
};

/** Types into a field as a keystroke would: the value through the element's own setter, then `input`. */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, field.value + text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Lets every pending promise callback run, and nothing that waits for a later task (timers, React's scheduler). */
async function microtasks() {
  for (let i = 0; i < 200; i++) await Promise.resolve();
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.innerHTML = "";
});

beforeAll(async () => {
  // Loaded once here, so that opening the gate later costs no file read (no task boundary).
  await vi.importActual("./site-search-combobox");
});

describe("the header's search field while its code loads", () => {
  test("the combobox takes the field's place in the task its code arrives, so a key pressed just after is never lost", async () => {
    const container = document.body.appendChild(document.createElement("div"));
    root = createRoot(container);
    flushSync(() => root!.render(<SiteSearch variant="header" lang="ar" region="dz" action="/dz/search" labels={labels} />));
    const served = container.querySelector<HTMLInputElement>("input[type=search]")!;
    expect(served.getAttribute("role")).toBeNull();

    served.focus();
    type(served, "الف");
    gate.open();
    // The code is handed over; what follows runs before any later task (a timer, React's scheduler).
    await gate.delivered;
    await microtasks();

    // Swapped already: no later task in which a keystroke could reach the old field.
    const field = container.querySelector<HTMLInputElement>("input[type=search]")!;
    expect(field.getAttribute("role")).toBe("combobox");
    expect(field).not.toBe(served);
    expect(field.value).toBe("الف");
    expect(document.activeElement).toBe(field);

    type(field, "واتير");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector<HTMLInputElement>("input[type=search]")!.value).toBe("الفواتير");
  });
});
