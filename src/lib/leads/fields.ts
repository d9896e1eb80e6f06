/**
 * The field no person sees (off-screen, hidden from assistive technology, out of the tab order),
 * under a name that means nothing, so that no browser's autofill takes it for a field it knows
 * (it was `fax`). A module of its own: the form's client code reads it without the validation.
 */
export const honeypotField = "hp_k7";
