/**
 * What `site dev` shows never holds a secret. core/config.ts says which variables are secret
 * (isSecretVariable); here their values, from the environment and from .env, are hidden in every
 * text `site dev` shows (the overlay, the event stream, the terminal), and the .env line of a secret
 * variable is shown without its value.
 */
import { parseEnv } from 'node:util';
import { isSecretVariable, shownValue } from '../../core/config';
import type { DevError } from './devError';

/** shorter values are not looked for in other text (they would hide ordinary words); their .env line is still hidden */
const SHORTEST_HIDDEN = 4;

const ENV_LINE = /^(\s*(?:export\s+)?)([A-Za-z_][A-Za-z0-9_]*)(\s*=)/;

/** a .env line as `site dev` shows it: a secret variable's with its value's length in place of its value */
export function shownEnvLine(line: string): string {
  const m = ENV_LINE.exec(line);
  const name = m?.[2];
  if (!m || !name || !isSecretVariable(name)) return line;
  let value: string | undefined;
  try {
    value = parseEnv(line)[name];
  } catch {
    value = undefined;
  }
  return `${m[0]} (${shownValue(name, value ?? line.slice(m[0].length).trim())})`;
}

/** the forms a secret value takes in text: as written, JSON-escaped, URL-encoded, and a URL's password */
function formsOf(value: string): string[] {
  const forms = new Set([value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)]);
  try {
    const password = new URL(value).password;
    if (password) forms.add(password).add(decodeURIComponent(password));
  } catch {
    // not a URL
  }
  return [...forms].filter((f) => f.length >= SHORTEST_HIDDEN);
}

/**
 * hides the value of every secret variable of `sources` (read at each call: .env may have changed) in a
 * text, as `[hidden: NAME]`; the longest values first, so that one holding another is hidden whole
 */
export function secretHider(sources: () => Array<NodeJS.Dict<string>>): (text: string) => string {
  return (text) => {
    const secrets: Array<[string, string]> = [];
    for (const vars of sources())
      for (const [name, value] of Object.entries(vars))
        if (value && isSecretVariable(name)) for (const f of formsOf(value)) secrets.push([f, name]);
    secrets.sort((a, b) => b[0].length - a[0].length);
    let out = text;
    for (const [form, name] of secrets) out = out.split(form).join(`[hidden: ${name}]`);
    return out;
  };
}

/** an error as `site dev` shows it: its texts without secrets */
export function hideInError(e: DevError, hide: (text: string) => string): DevError {
  return { ...e, message: hide(e.message), ...(e.lineText === undefined ? {} : { lineText: hide(e.lineText) }) };
}
