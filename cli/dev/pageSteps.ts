/** What an open page does after a change: reload, take its new HTML in place, a style patch, or nothing. */
import { classPatch, type StylePatch } from './styleOnly';

/**
 * what an open page does after a change: reload, take its new HTML in place ('update'), apply a style
 * patch, or nothing (null). `words`: the class words of a change made only of strings and stylesheets,
 * [] for a change that is no code (a post), null for other code; `code`: code changed (its scripts are
 * new even where the HTML is not); `always`: reload whatever the HTML.
 *
 * A change to a post or to strings in the code (a component's text, its classes) is taken in place:
 * the page's scripts stay those it loaded, which differ from the new ones only in those strings.
 * Any other change to the code reloads the page, with the new scripts.
 */
export function nextStep(
  shown: string | undefined,
  next: string,
  change: { words: string[] | null; code: boolean; always: boolean },
): 'reload' | 'update' | StylePatch | null {
  if (shown === undefined || change.always) return 'reload';
  if (change.words === null) return change.code || shown !== next ? 'reload' : null;
  // strings only the scripts use: the page looks the same, its scripts do not
  if (shown === next) return change.code ? 'reload' : null;
  const patch = classPatch(shown, next, change.words);
  return patch && (patch.classes.length > 0 || patch.css.length > 0) ? patch : 'update';
}

/**
 * what an open page does when the assets alone changed (a browser bundle arrived, the stylesheet was
 * compiled anew): nothing when it differs only in its scripts' names, a new stylesheet in place, or
 * (the HTML differs otherwise) a reload
 */
export function assetStep(shown: string | undefined, next: string): 'reload' | StylePatch | null {
  if (shown === undefined || shown === next) return null;
  const patch = classPatch(shown, next, []);
  if (!patch || patch.classes.length > 0) return 'reload';
  return patch.css.length > 0 ? patch : null;
}
