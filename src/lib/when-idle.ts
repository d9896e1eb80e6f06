/**
 * Runs `task` once the page has loaded and the browser is idle (at most `timeout` ms later; Safari
 * has no requestIdleCallback: a task after the load event), so that code loaded then never
 * competes with the page. Returns what cancels it. Used by the consent gate (a build with
 * analytics) and by the Web Vitals loader (a build without).
 */
export function whenIdle(task: () => void, timeout: number): () => void {
  let cancelled = false;
  const run = () => !cancelled && task();
  const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout }) : setTimeout(run, 1));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    removeEventListener("load", idle);
  };
}
