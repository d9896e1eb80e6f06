import localFont from "next/font/local";

/** Latin text (English, French): Inter, self-hosted from @fontsource-variable. */
export const latinFont = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-latin",
  weight: "100 900",
  display: "swap",
  preload: true,
});

/**
 * Arabic text: Noto Sans Arabic (166 KB). Restricted to the Arabic code
 * points, so the browser downloads it only on pages that contain Arabic, and
 * not preloaded, so English and French pages never pay for it. `optional`:
 * if it is not there within ~100 ms the page keeps the system's Arabic font
 * rather than swapping later, which moved the layout (CLS) and delayed the
 * largest paint on slow phones; once cached, every next page uses it.
 */
export const arabicFont = localFont({
  src: "../../node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2",
  variable: "--font-arabic",
  weight: "100 900",
  display: "optional",
  preload: false,
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC",
    },
  ],
});
