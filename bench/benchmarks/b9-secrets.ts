import type { Browser } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from '../../server/auth/password';
import { LEGACY_DEMO_HASH } from '../../server/test/legacy-password-hash';
import { checkPassword, deriveVerifier } from '../../src/lib/password-verifier';
import { throttleCpu } from '../lib/browser';
import type { Benchmark } from '../lib/context';
import { alternatingRates } from '../lib/paced-rate';
import type { Figure } from '../lib/report';
import { median } from '../lib/stats';

/** The password of LEGACY_DEMO_HASH. */
const PASSWORD = 'demo';
const ROUNDS_NOW = 600_000;
const ROUNDS_BEFORE = 310_000;
/** The phone the app-lock row speaks for: 4 times slower than this machine. */
const PHONE_SLOWDOWN = 4;

const rows: Omit<Figure, 'terren' | 'baseline'>[] = [
  { id: 'B9', what: 'sign-in password checks, as many at once as cores (the 7:00 surge): argon2id 19 MiB t=2', unit: 'checks/s', baselineLabel: 'scrypt N=2^14 r=8 (the hash before)', lowerIsBetter: false },
  { id: 'B9', what: 'first sign-in after the upgrade: old scrypt check + argon2id re-hash', unit: 'sign-ins/s', baselineLabel: 'scrypt check alone (a sign-in before)', lowerIsBetter: false },
  { id: 'B9', what: `app-lock unlock, PBKDF2-SHA-256 ${ROUNDS_NOW.toLocaleString('en')} rounds, ${PHONE_SLOWDOWN}× slower phone (estimate: Chromium ×${PHONE_SLOWDOWN})`, unit: 'ms', baselineLabel: `${ROUNDS_BEFORE.toLocaleString('en')} rounds (the verifier before), same estimate`, lowerIsBetter: true },
];

/** What the lock screen's checkPassword does in the browser: import the password, derive 256 bits. */
async function chromiumDeriveMs(browser: Browser, iterations: number, runs: number, throttle: number): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // localhost is a secure context (WebCrypto needs one) and needs no server.
    await page.route('http://localhost/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>B9</title>' }));
    await page.goto('http://localhost/');
    if (throttle > 1) await throttleCpu(page, throttle);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      times.push(
        await page.evaluate(async (rounds) => {
          const t = performance.now();
          const key = await crypto.subtle.importKey('raw', new TextEncoder().encode('demo'), 'PBKDF2', false, ['deriveBits']);
          const salt = crypto.getRandomValues(new Uint8Array(16));
          await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: rounds }, key, 256);
          return performance.now() - t;
        }, iterations),
      );
    }
    return median(times);
  } finally {
    await context.close();
  }
}

async function nodeCheckMs(iterations: number, runs: number): Promise<number> {
  const verifier = await deriveVerifier(PASSWORD, iterations);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    if (!(await checkPassword(PASSWORD, verifier))) throw new Error('the app-lock verifier did not check');
    times.push(performance.now() - t);
  }
  return median(times);
}

export const b9: Benchmark = {
  id: 'B9',
  title: 'password hashing: server sign-in and device app lock',
  usesAppServer: false,
  placeholders: () => rows,
  async run(ctx) {
    const { b9Checks: count, b9Rounds: rounds, b9Unlocks: unlocks } = ctx.sizes;
    const cores = availableParallelism();
    const argon2Hash = await hashPassword(PASSWORD);
    for (const stored of [argon2Hash, LEGACY_DEMO_HASH]) {
      if (!(await verifyPassword(PASSWORD, stored))) throw new Error(`the password did not verify against ${stored.slice(0, 16)}…`);
    }
    const argon2id = { name: 'argon2id', work: () => verifyPassword(PASSWORD, argon2Hash) };
    const scrypt = { name: 'scrypt', work: () => verifyPassword(PASSWORD, LEGACY_DEMO_HASH) };
    // What login.ts does for a member still on the old hash: check it, then hash the password anew.
    const upgrade = { name: 'upgrade', work: () => verifyPassword(PASSWORD, LEGACY_DEMO_HASH).then(() => hashPassword(PASSWORD)) };

    const [argon2Rate = 0, scryptRate = 0, upgradeRate = 0] = await alternatingRates([argon2id, scrypt, upgrade], count, cores, rounds);
    const single = Math.max(2, Math.ceil(count / 8));
    const [argon2Single = 0, scryptSingle = 0] = await alternatingRates([argon2id, scrypt], single, 1, 1);
    ctx.log(`  ${cores} at once: argon2id ${argon2Rate.toFixed(1)}/s, scrypt ${scryptRate.toFixed(1)}/s, upgrade ${upgradeRate.toFixed(1)}/s`);

    const browser = await ctx.browser();
    const chromiumNow = await chromiumDeriveMs(browser, ROUNDS_NOW, unlocks, 1);
    const chromiumBefore = await chromiumDeriveMs(browser, ROUNDS_BEFORE, unlocks, 1);
    const throttledNow = await chromiumDeriveMs(browser, ROUNDS_NOW, unlocks, PHONE_SLOWDOWN);
    const nodeNow = await nodeCheckMs(ROUNDS_NOW, unlocks);
    const nodeBefore = await nodeCheckMs(ROUNDS_BEFORE, unlocks);
    ctx.log(`  unlock: Chromium ${chromiumNow.toFixed(0)} / ${chromiumBefore.toFixed(0)} ms, CDP ${PHONE_SLOWDOWN}× ${throttledNow.toFixed(0)} ms, Node ${nodeNow.toFixed(0)} / ${nodeBefore.toFixed(0)} ms`);

    const hashNote = `the server's verifyPassword (no HTTP, no database), ${count} per side, ${cores} in flight (this machine's cores), ${rounds} alternating rounds`;
    return [
      {
        ...rows[0]!,
        terren: argon2Rate,
        baseline: scryptRate,
        note: `${hashNote}; one at a time: argon2id ${(1000 / argon2Single).toFixed(0)} ms, scrypt ${(1000 / scryptSingle).toFixed(0)} ms per check (mean of ${single})`,
      },
      { ...rows[1]!, terren: upgradeRate, baseline: scryptRate, note: `${hashNote}; once per member, then the first row's rate; the UPDATE of the hash is not included` },
      {
        ...rows[2]!,
        terren: chromiumNow * PHONE_SLOWDOWN,
        baseline: chromiumBefore * PHONE_SLOWDOWN,
        note:
          `Chromium's WebCrypto unthrottled: ${chromiumNow.toFixed(0)} ms (600k) and ${chromiumBefore.toFixed(0)} ms (310k), median of ${unlocks}, ×${PHONE_SLOWDOWN} as the stated estimate. ` +
          `CDP CPU throttle ${PHONE_SLOWDOWN}× measured ${throttledNow.toFixed(0)} ms at 600k (${(throttledNow / chromiumNow).toFixed(1)}× unthrottled): it throttles the page's main thread and WebCrypto derives off it, so it does not stand for a slow phone. ` +
          `Node's WebCrypto (src/lib/password-verifier.ts checkPassword): ${nodeNow.toFixed(0)} ms (600k), ${nodeBefore.toFixed(0)} ms (310k)`,
      },
    ];
  },
};
