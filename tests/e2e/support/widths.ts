import type { Page } from "@playwright/test";

/**
 * Runs `check` on the page as it stands at 390 px and at 1280 px, then puts the page back at its
 * width. A long journey checks its phone layout (axe, overflow) at the places that matter this
 * way, instead of being walked again whole in the 390 px project.
 */
export async function atBothWidths(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 800 });
    await settle(page);
    await check(width);
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Waits until the page stops moving: the pointer out of the way (no hover styles) and every CSS
 * transition or finite animation finished. axe read a button mid-transition after a theme or width
 * change as failing colour contrast (the schedule test's flake).
 */
export async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
