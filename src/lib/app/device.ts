export type Device = "android" | "ios" | "desktop";

/**
 * What the visitor's device can install, from its user agent. iPadOS 13+
 * reports itself as a Mac: a "Macintosh" with a touch screen is an iPad.
 * Anything that is neither Android nor iOS cannot install the app ("desktop").
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return "ios";
  return "desktop";
}
