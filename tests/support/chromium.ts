/** Debian's Chromium: no browser can be downloaded on these machines, so every run uses this one. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every Terren browser run uses (e2e and benchmarks): without the networking ones Chromium dials out. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
