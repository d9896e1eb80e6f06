/**
 * Test data, imported by tests only (src/lib/leads/proxy.test.ts, forms.test.ts, src/proxy.test.ts): the
 * fields of a sales lead the form would POST, all valid, as the visitor types them.
 */
export const validSalesLead = {
  form: "sales",
  organisation: "Pharmacie Ibn Sina",
  name: "Karim Haddad",
  email: "karim@example.dz",
  phone: "0550 12 34 56",
  volume: "under-1m",
  consent: "yes",
};
