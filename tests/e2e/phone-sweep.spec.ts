import { appendFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe-violations';
import { expect, serverUrl, test } from './fixtures';
import { demoLogin, openSignedIn, type DemoRole, type LoginAnswer } from './shell-helpers';
import { ALL_ROLES, LIST_ROW, SWEEP_ROUTES, SWEEP_VIEWPORTS, SWEEP_WIDTHS, sweepIds, type SweepIds, type SweepWidth } from './sweep-routes';

/**
 * The phone-first sweep (issue 34): every signed-in route (sweep-routes.ts) for every demo role that
 * reaches it, at 390×844 and 1280×800. One test per (route, role, width), each checking:
 * - page-overflow: the document is no wider than the window;
 * - sideways-scroll: no element in `main` scrolls sideways (overflow-x auto/scroll with more content
 *   than room) — a phone user would have to swipe to see it;
 * - row-control-out-of-view: every button and link of a list row lies horizontally inside the window
 *   and inside every clipping box around it, without scrolling;
 * - tap-target (390 px only): those controls are at least 44×44 px;
 * - axe: no serious or critical violation.
 * It only reads (the task it opens was seen already), so it shares a server with other specs.
 */

type Check = 'page-overflow' | 'sideways-scroll' | 'row-control-out-of-view' | 'tap-target' | 'axe';
interface Finding {
  check: Check;
  detail: string;
}

interface KnownFailure {
  route: string;
  role: DemoRole;
  width: SweepWidth;
  checks: readonly Check[];
}

/**
 * Pages allowed to fail named checks, each as an expected failure (test.fail) that must fail with
 * exactly these checks: when one is fixed, or another starts failing, the test fails and says
 * which, so an entry is corrected rather than left to hide a regression. Empty: every page passes.
 */
const KNOWN_FAILURES: readonly KnownFailure[] = [];

/** A control narrower or shorter than this (CSS px) is hard to hit with a thumb (WCAG 2.5.5). */
const TAP_TARGET_PX = 44;
/**
 * Spinners of a list or a page still loading: the checks wait until none is left in `main`.
 * Chakra's, and the static ones shown while code or Chakra's system loads (src/ui/plain-spinner.tsx).
 */
const BUSY = 'main .chakra-spinner, main [data-busy]';
/** Findings shown per check in a failure message; the rest are counted. */
const SHOWN_PER_CHECK = 8;

/** Logins are a slow password hash on the server: one per role per worker. */
const logins = new Map<DemoRole, LoginAnswer>();

/** The layout checks, measured in the page after it has rendered, without scrolling. */
async function layoutFindings(page: Page, width: SweepWidth): Promise<Finding[]> {
  return page.evaluate(
    ({ rowSelector, tapMin }) => {
      const found: { check: 'page-overflow' | 'sideways-scroll' | 'row-control-out-of-view' | 'tap-target'; detail: string }[] = [];
      const describe = (el: Element): string => {
        const box = el.getBoundingClientRect();
        const own = el.getAttribute('data-testid');
        const near = own === null ? el.parentElement?.closest('[data-testid]')?.getAttribute('data-testid') : null;
        // A scroll container rarely has a testid of its own: name its Chakra part and what it holds.
        const held = own === null ? el.querySelector('[data-testid]')?.getAttribute('data-testid') : null;
        const part = [...el.classList].find((c) => c.startsWith('chakra-'));
        const testId = `${own !== null ? ` testid=${own}` : ''}${part ? ` class=${part}` : ''}${held ? ` holding testid=${held}` : near ? ` in testid=${near}` : ''}`;
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `<${el.tagName.toLowerCase()}${testId}> "${text}" box x=${Math.round(box.x)} y=${Math.round(box.y)} w=${Math.round(box.width)} h=${Math.round(box.height)}`;
      };
      const viewport = window.innerWidth;
      const documentWidth = document.documentElement.scrollWidth;
      if (documentWidth > viewport) {
        // Name the outermost elements that stick out (their parent does not), where a fix starts.
        const sticking = [...document.body.querySelectorAll('*')].filter((el) => {
          const right = el.getBoundingClientRect().right;
          const parentRight = el.parentElement?.getBoundingClientRect().right ?? 0;
          return right > viewport + 1 && parentRight <= viewport + 1;
        });
        found.push({ check: 'page-overflow', detail: `document ${documentWidth} px wide in a ${viewport} px window (+${documentWidth - viewport} px): ${sticking.slice(0, 5).map(describe).join('; ')}` });
      }
      const main = document.querySelector('main');
      if (!main) return found;
      for (const el of [main, ...main.querySelectorAll('*')]) {
        const overflowX = getComputedStyle(el).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) {
          found.push({ check: 'sideways-scroll', detail: `${describe(el)} scrolls sideways: content ${el.scrollWidth} px in ${el.clientWidth} px (+${el.scrollWidth - el.clientWidth} px)` });
        }
      }
      const controls = new Set<Element>();
      for (const row of main.querySelectorAll(rowSelector)) {
        for (const control of row.querySelectorAll('button, a[href], [role="button"], [role="link"]')) controls.add(control);
      }
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        // Not drawn (display: none) or a visually hidden helper: no one taps it.
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
        // The band a user sees without scrolling: the window, narrowed by every box that clips it.
        let left = 0;
        let right = viewport;
        for (let box2 = control.parentElement; box2; box2 = box2.parentElement) {
          if (getComputedStyle(box2).overflowX === 'visible') continue;
          const clip = box2.getBoundingClientRect();
          left = Math.max(left, clip.left + box2.clientLeft);
          right = Math.min(right, clip.left + box2.clientLeft + box2.clientWidth);
        }
        if (box.left < left - 1 || box.right > right + 1) {
          found.push({ check: 'row-control-out-of-view', detail: `${describe(control)} outside the visible band ${Math.round(left)}–${Math.round(right)} px` });
        }
        // Subpixel layout can leave a 44 px box at 43.9: half a pixel of grace.
        if (tapMin > 0 && (box.width < tapMin - 0.5 || box.height < tapMin - 0.5)) {
          found.push({ check: 'tap-target', detail: `${describe(control)} smaller than ${tapMin}×${tapMin}` });
        }
      }
      return found;
    },
    { rowSelector: LIST_ROW.join(', '), tapMin: width === 390 ? TAP_TARGET_PX : 0 },
  );
}

/** Marks what the page left behind matched the next route's `ready` (see openInApp). */
const LEFT_BEHIND = 'data-sweep-left-behind';

/**
 * Opens a route the way the app's own links do: a history entry and the popstate BrowserRouter
 * follows. A full load (goto) opens the lock screen and boots the app again, which was half of the
 * sweep's time (151 of 330 s per width, measured), while what the checks measure is the page drawn
 * at the route, the same either way. Each role's page is loaded in full once (beforeAll), and every
 * route of the table is loaded with goto by the spec of its screen. While the next route's code
 * loads, the router keeps the page before it on screen: the elements of that page matching the
 * next `ready` are marked, so the wait is for the new page's own.
 */
async function openInApp(page: Page, url: string, ready: string): Promise<void> {
  await page.evaluate(
    ({ url, ready, mark }) => {
      if (`${location.pathname}${location.search}` === url) return;
      for (const el of document.querySelectorAll(ready)) el.setAttribute(mark, '');
      history.pushState(null, '', url);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    { url, ready, mark: LEFT_BEHIND },
  );
}

function summary(findings: readonly Finding[]): string[] {
  const lines: string[] = [];
  for (const check of new Set(findings.map((f) => f.check))) {
    const of = findings.filter((f) => f.check === check);
    lines.push(...of.slice(0, SHOWN_PER_CHECK).map((f) => `${check}: ${f.detail}`));
    if (of.length > SHOWN_PER_CHECK) lines.push(`${check}: … and ${of.length - SHOWN_PER_CHECK} more`);
  }
  return lines;
}

const sameChecks = (a: ReadonlySet<Check>, b: ReadonlySet<Check>) => a.size === b.size && [...a].every((c) => b.has(c));

for (const width of SWEEP_WIDTHS) {
  for (const role of ALL_ROLES) {
    test.describe(`${role} at ${width} px`, () => {
      let page: Page;
      let ids: SweepIds;

      // One signed-in page per role and width, reused by its routes' tests: each test opens its address in the app.
      test.beforeAll(async ({ browser }, testInfo) => {
        const { locale, reducedMotion, serviceWorkers } = testInfo.project.use;
        const context = await browser.newContext({ baseURL: serverUrl(testInfo), viewport: SWEEP_VIEWPORTS[width], locale, reducedMotion, serviceWorkers });
        page = await context.newPage();
        const loginOf = async (who: DemoRole): Promise<LoginAnswer> => {
          const login = logins.get(who) ?? (await demoLogin(context.request, who));
          logins.set(who, login);
          return login;
        };
        const login = await loginOf(role);
        ids = await sweepIds(context.request, login.key, async (who) => (await loginOf(who)).key);
        await openSignedIn(page, login);
      });

      test.afterAll(async () => {
        await page.context().close();
      });

      for (const route of SWEEP_ROUTES.filter((r) => r.roles.includes(role))) {
        test(`${route.path} · ${role} · ${width} px`, async () => {
          const where = `${route.path} as ${role} at ${width} px`;
          const known = KNOWN_FAILURES.find((k) => k.route === route.path && k.role === role && k.width === width);
          test.fail(known !== undefined, `KNOWN_FAILURES: ${known?.checks.join(', ') ?? ''}`);

          const started = Date.now();
          await openInApp(page, route.url(ids), route.ready);
          const opened = Date.now();
          await expect(page.locator('main'), where).toBeVisible();
          // Visible ones only: the dashboard's chart keeps its month table in a closed <details>, first in the DOM.
          const ready = page.locator(route.ready).filter({ visible: true }).and(page.locator(`:not([${LEFT_BEHIND}])`));
          await expect(ready.first(), `${where}: the page's content`).toBeVisible({ timeout: 30_000 });
          await expect(page.locator(BUSY), `${where}: still loading`).toHaveCount(0, { timeout: 30_000 });

          const drawn = Date.now();
          const layout = await layoutFindings(page, width);
          const measured = Date.now();
          const axe = await seriousViolations(page);
          const checked = Date.now();
          const findings = [...layout, ...axe.map((detail): Finding => ({ check: 'axe', detail }))];
          const failing = new Set(findings.map((f) => f.check));
          // SWEEP_REPORT=<file>: one JSON line per test, to write KNOWN_FAILURES from a run; `ms` says
          // where its time went (opening the route, waiting for the page, layout checks, axe).
          if (process.env.SWEEP_REPORT) appendFileSync(process.env.SWEEP_REPORT, `${JSON.stringify({ route: route.path, role, width, checks: [...failing], findings, ms: { open: opened - started, ready: drawn - opened, layout: measured - drawn, axe: checked - measured } })}\n`);

          if (known && !sameChecks(failing, new Set(known.checks))) {
            // Returning makes the expected failure pass, which Playwright reports as a failure: say why.
            const fixed = known.checks.filter((c) => !failing.has(c));
            const added = [...failing].filter((c) => !known.checks.includes(c));
            const why = `${where}: KNOWN_FAILURES lists ${known.checks.join(', ')}; now fixed: ${fixed.join(', ') || 'none'}; newly failing: ${added.join(', ') || 'none'}. Correct the entry (remove it when nothing fails).`;
            test.info().annotations.push({ type: 'known-failure-changed', description: why });
            console.error([why, ...summary(findings.filter((f) => added.includes(f.check)))].join('\n'));
            return;
          }
          expect(summary(findings), where).toEqual([]);
        });
      }
    });
  }
}
