/** The email rule of the event forms: the HTML standard's pattern, which the lead API also applies. */

// https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** true for an address an <input type="email"> accepts (surrounding spaces ignored) */
export function isEmailAddress(value: string): boolean {
  return HTML_EMAIL.test(value.trim());
}
