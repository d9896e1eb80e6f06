import { cn } from "@/lib/cn";

const methodTones: Record<string, string> = {
  GET: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  POST: "bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100",
  PATCH: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-200",
  DELETE: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

/** An HTTP method as a coloured badge. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={cn("rounded-md px-2 py-0.5 text-xs font-bold", methodTones[method] ?? methodTones.POST)}>{method}</span>;
}

/** HTTP method and path (or event name), left-to-right in every language. */
export function Endpoint({ method, path }: { method: string; path: string }) {
  return (
    <p dir="ltr" className="text-ink mt-2 flex flex-wrap items-center gap-2 font-mono text-sm [unicode-bidi:isolate]">
      <MethodBadge method={method} />
      <span className="break-all">{path}</span>
    </p>
  );
}
