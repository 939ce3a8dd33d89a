import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** collects console errors and uncaught exceptions of a page (e.g. hydration mismatches) */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** waits until React has hydrated the document (the client entry marks <html> when done) */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** waits for the page's finite CSS animations and transitions (reveals, fades) to finish */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * runs axe with the WCAG 2.2 AA rule tags; one line per violation. The page is scanned as a visitor
 * sees each part of it once scrolled there: sections away from the viewport skip rendering
 * (content-visibility: auto), so axe could not hit-test them to find a text's background, and their
 * fades would stay paused; for the scan, everything renders.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  const renderAll = await page.addStyleTag({ content: '*, ::before, ::after { content-visibility: visible !important; }' });
  try {
    // a section still fading in has text at part opacity, which axe would judge as low contrast
    await settleAnimations(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  } finally {
    await renderAll.evaluate((el) => el.parentNode?.removeChild(el));
  }
}

/** asserts axe finds no WCAG 2.2 AA violation on the page as it is now */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expect(await a11yViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * freezes the page's fake clock (page.clock.install() first) about a second ahead of its time. The
 * clock runs on while its time is read: on a loaded machine the target can pass, so it tries again.
 */
export async function pauseClockSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      return;
    } catch (err) {
      if (attempt >= 5 || !String(err).includes('past')) throw err;
    }
  }
}
