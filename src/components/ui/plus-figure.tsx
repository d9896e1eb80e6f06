/**
 * A headline figure and the «+» written after it ("1,200,000+"), isolated left to right so that
 * the sign stays after the number on a right-to-left page. Left to the page's direction, the bidi
 * algorithm puts a trailing «+» to the left of the digits in Arabic, where «+1.200.000» reads as a
 * sign (review pass 1 of the Arabic copy).
 */
export function PlusFigure({ figure }: { figure: string }) {
  return <bdi dir="ltr">{figure}+</bdi>;
}
