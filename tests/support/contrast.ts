import type { Locator } from '@playwright/test';

/** WCAG relative luminance of an `rgb(r, g, b)` colour as getComputedStyle gives it. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The WCAG contrast ratio of an element's text on its own opaque background. For what axe leaves
 * "incomplete": a count badge's one or two digits are too short for its colour-contrast rule.
 */
export async function ownContrast(element: Locator): Promise<number> {
  const { color, background } = await element.evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor };
  });
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
