/** What the toast provider and its lazily loaded viewport share (one module, so neither imports the other). */

/** SPEC 7: toasts stay 5000 ms; Radix pauses the timer on hover and on focus. */
export const TOAST_DURATION_MS = 5000;

export type ToastItem = { id: number; message: string };
