import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';
import { SHARED_SERVERS } from './tests/e2e/global-setup';

const E2E_DIR = 'tests/e2e';

/**
 * Three groups run side by side, each sequential within itself and each on a server of its own:
 * - specs that start their own in-process server (`inProcessTest`);
 * - the specs on global-setup's servers, split in two by run time, one server per group. Within a
 *   group the specs sign in as the same demo members, so they must not run at once; across groups
 *   they cannot meet, since each group's server has its own database.
 */
const specs = readdirSync(E2E_DIR).filter((name) => name.endsWith('.spec.ts'));
const isolated = specs.filter((name) => readFileSync(join(E2E_DIR, name), 'utf8').includes('support/in-process-test'));
/**
 * The second shared server's specs. Chosen by measured run time so the three groups take about as
 * long (a full run on 2 cores: sync faults 306 s, a11y 160, voting day 83, emigrant 73, diaspora 69,
 * privacy 56; the first group's other specs about 660 s; the own-server group about 810 s).
 * two-devices.spec.ts is an inProcessTest spec: 15 seeded runs (3 per area), the ghost case and the
 * first-time voters' keep-mine case took 18.7 min here beside another loaded process, so it is
 * split between two groups (BESIDE_SECOND, TWO_DEVICE_ELSEWHERE below).
 */
const SECOND_SERVER = ['sync-faults.spec.ts', 'a11y.spec.ts', 'voting-day.spec.ts', 'emigrant.spec.ts', 'diaspora.spec.ts', 'privacy.spec.ts'];
const shared = specs.filter((name) => !isolated.includes(name));
const globs = (names: readonly string[]) => names.map((name) => `**/${name}`);
/**
 * Own-server specs that run beside a shared group instead, so the own-server group is not the
 * longest by far: each starts its own server wherever it runs. The two-device QR attendance and
 * documents specs go with the second shared server; two-devices.spec.ts's patronaged, referred and
 * first-time voters' seeds (titles matching TWO_DEVICE_ELSEWHERE) with the first, its other tests
 * stay in the own-server group. Each test still runs exactly once.
 */
const BESIDE_SECOND = ['two-devices-attendance.spec.ts', 'two-devices-documents.spec.ts'];
const TWO_DEVICE_ELSEWHERE = /(patronaged|referred|ftv) seed \d+: both devices/;
const TWO_DEVICES = 'two-devices.spec.ts';
const firstShared = shared.filter((name) => !SECOND_SERVER.includes(name));
/**
 * phone-sweep.spec.ts (issue 34: 96 pages at two widths, 192 tests) only reads, so it runs on both
 * shared servers: the phone width and SWEEP_DESKTOP_ON_FIRST's desktop width on the first, the
 * other roles' desktop width on the second. CI's run of 2026-12 (49.4 min): 9.1 min at 390 px and
 * 8.9 at 1280, the groups 26.9 (shared), 28.0 (shared-2) and 21.5 (own server) min. Since then a
 * test opens its route in the app instead of loading it and axe runs in one pass
 * (tests/support/axe-violations.ts): the sweep's tests took 324 s on the first server and 333 on
 * the second, now 138 (with anetar's 15 desktop tests) and 123 (2-core machine, a benchmark
 * running). Scaled to CI: about 3.9 and 3.3 min, the groups about 21.7, 22.4 and 21.5 min.
 * Each test still runs once (matched by file and title: describes are `<role> at <width> px`).
 */
const SWEEP = 'phone-sweep.spec.ts';
const SWEEP_DESKTOP_ON_FIRST = 'anetar';
const sweepOf = (width: number, role: string) => new RegExp(`${SWEEP.replace('.', '\\.')}.* ${role} at ${width} px`);
const ANY_ROLE = '\\w+';
const ownServer = isolated.filter((name) => !BESIDE_SECOND.includes(name));

export default defineConfig({
  testDir: E2E_DIR,
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1 + SHARED_SERVERS,
  // On CI a test that fails is run once more and, passing then, is reported as flaky (counted, and
  // listed by the reporter): on a loaded 2-core machine one timing-bound failure must not keep
  // everything else from landing. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  // CI runs three groups at once on two cores: a test that takes 40 s alone can take 2 minutes
  // there. The limit catches a hang, not slowness (speed is measured in bench/).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    serviceWorkers: 'allow',
    trace: 'off',
    locale: 'sq-AL',
    // See src/app/theme/reduced-motion.css: overlays appear at once, so a click never lands mid-slide.
    reducedMotion: 'reduce',
  },
  projects: [
    // The first group's own specs, and two-devices.spec.ts's seeds that match TWO_DEVICE_ELSEWHERE
    // (grepInvert drops that file's other tests: matched by file name, not by such a title).
    // The sweep's phone width runs here with SWEEP_DESKTOP_ON_FIRST's desktop width, the other desktop tests on the second server.
    {
      name: 'shared-server',
      testMatch: globs([...firstShared, TWO_DEVICES]),
      grepInvert: [new RegExp(`^(?!.*${TWO_DEVICE_ELSEWHERE.source}).*${TWO_DEVICES.replace('.', '\\.')}`), sweepOf(1280, `(?!${SWEEP_DESKTOP_ON_FIRST} )${ANY_ROLE}`)],
      workers: 1,
      metadata: { server: 0 },
    },
    {
      name: 'shared-server-2',
      testMatch: globs([...shared.filter((name) => SECOND_SERVER.includes(name)), ...BESIDE_SECOND, SWEEP]),
      grepInvert: [sweepOf(390, ANY_ROLE), sweepOf(1280, SWEEP_DESKTOP_ON_FIRST)],
      workers: 1,
      metadata: { server: 1 },
    },
    { name: 'own-server', testMatch: globs(ownServer), grepInvert: TWO_DEVICE_ELSEWHERE, workers: 1 },
  ],
});
