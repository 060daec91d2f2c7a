/** The toast of a save kept on the device until the server confirms it (src/ui/honest-save). */
export const SAVED_ON_DEVICE = 'U ruajt në pajisje — do të dërgohet kur të ketë lidhje';
