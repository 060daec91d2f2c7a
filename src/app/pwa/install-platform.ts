/** Whether the app already runs installed (Android/desktop display mode, or iOS home screen). */
export function isInstalled(win: Window = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || win.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Safari on an iPhone or iPad, where no install offer ever comes and the member has to add the
 * app from the Share sheet. iPadOS reports a Mac, told apart by its touch screen. Other iOS
 * browsers (Chrome, Firefox, Edge, Opera) are left out: their menus differ.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

const DISMISSED_KEY = 'terren.installHintDismissed';

/** The member said not to show the hint again: kept per device, across sign-ins. */
export function isHintDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberHintDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the hint is hidden for this visit only.
  }
}
