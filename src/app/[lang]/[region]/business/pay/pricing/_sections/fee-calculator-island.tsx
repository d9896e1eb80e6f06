"use client";

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { flushSync } from "react-dom";
import type { FeeCalculatorProps } from "./fee-calculator";

const load = () => import("./fee-calculator");

/** What the visitor did in the server's form while the calculator loaded: text, payer, focus, a submit. */
type Handover = { typed: NonNullable<FeeCalculatorProps["typed"]>; focus: string | null; caret: number | null; submit: boolean };

function readForm(root: HTMLElement, submit: boolean): Handover {
  const value = (id: string) => root.querySelector<HTMLInputElement>(`#${id}`)?.value ?? "";
  const checked = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
  const active =
    document.activeElement instanceof HTMLInputElement && root.contains(document.activeElement) ? document.activeElement : null;
  return {
    // The choices as the form holds them: the calculator checks them (so this first-load code imports no pricing module).
    typed: {
      operation: checked("operation") ?? "",
      amountText: value("calc-amount"),
      volumeText: value("calc-volume"),
      payer: checked("payer") ?? "",
    },
    // A radio is known by its group and value ("payer=customer"), a field by its id.
    focus: active ? active.id || `${active.name}=${active.value}` : null,
    caret: active?.type === "text" ? active.selectionStart : null,
    submit,
  };
}

/**
 * The fee calculator, loaded on demand: the server's HTML shows it with the
 * opening amounts (`children`, FeeCalculatorView); its code (the calculator, the
 * pricing rules and the number formatter) loads when the calculator comes within
 * 200px of the viewport, or at the first focus, press or submit inside it. The
 * interactive calculator then takes the static one's place with whatever the
 * visitor had typed, chosen and focused, and replays a submit made meanwhile.
 */
export function FeeCalculatorIsland({ children, ...props }: Omit<FeeCalculatorProps, "typed"> & { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Calculator: ComponentType<FeeCalculatorProps>; handover: Handover } | null>(null);
  const started = useRef(false);
  const submitted = useRef(false);

  const activate = () => {
    if (started.current) return;
    started.current = true;
    void load().then(({ FeeCalculator }) => {
      // Read the server's form as the swap renders (an updater runs in the render), not before, and
      // render and commit in one go (flushSync): a concurrent render may yield to the browser between
      // the two, and a key pressed in that gap would land in the form being replaced and be lost.
      flushSync(() =>
        setLoaded(
          (current) =>
            current ?? (root.current ? { Calculator: FeeCalculator, handover: readForm(root.current, submitted.current) } : null),
        ),
      );
    });
  };

  useEffect(() => {
    const element = root.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && activate(), {
      rootMargin: "200px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  });

  // Give focus, caret and a pending submit back to the loaded calculator, before the browser
  // handles another event (a layout effect runs in the same task as the swap).
  useLayoutEffect(() => {
    if (!loaded || !root.current) return;
    const { focus, caret, submit } = loaded.handover;
    const [name, value] = focus?.split("=") ?? [];
    const target =
      value !== undefined
        ? root.current.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)
        : focus
          ? root.current.querySelector<HTMLInputElement>(`#${focus}`)
          : null;
    target?.focus();
    if (target && caret !== null) target.setSelectionRange(caret, caret);
    if (submit) root.current.querySelector("form")?.requestSubmit();
  }, [loaded]);

  return (
    <div
      ref={root}
      data-ready={loaded ? "" : undefined}
      onFocusCapture={activate}
      onPointerDownCapture={activate}
      onSubmitCapture={(event) => {
        if (loaded) return;
        // Not loaded yet: keep the page (no native GET submit) and submit once it is.
        event.preventDefault();
        submitted.current = true;
        activate();
      }}
    >
      {loaded ? <loaded.Calculator {...props} typed={loaded.handover.typed} /> : children}
    </div>
  );
}
