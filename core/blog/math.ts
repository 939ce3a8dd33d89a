/**
 * TeX to MathML, on the server only (the Notion mapping calls it when a post is read): the page gets
 * MathML, which browsers lay out themselves, and no script. Temml runs with `trust` off, so \href,
 * \url, \includegraphics and the \html... commands are refused, and it escapes every character of
 * text it writes; the style and class attributes it adds (colours, its own stylesheet's hooks) are
 * dropped, as the site's pages carry no inline styles.
 */
import temml from 'temml';

/** the MathML of a TeX expression; null when it is not valid TeX (the caller shows the source instead) */
export function texToMathml(expression: string, display: boolean): string | null {
  if (expression.trim() === '') return null;
  try {
    const markup = temml.renderToString(expression, { displayMode: display, throwOnError: true, trust: false, strict: false });
    // attribute values are escaped by Temml ('"' never occurs inside one), so a plain pattern finds them whole
    return markup.replace(/ (?:style|class)="[^"]*"/g, '');
  } catch {
    return null;
  }
}
