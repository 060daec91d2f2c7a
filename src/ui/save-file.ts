/** How long the file's URL outlives the click: the browser reads the blob after the click returns. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Hands a file to the browser's download: a temporary link with `download` and a blob URL, clicked
 * once. Works without a server round trip (offline) and is what automation sees as a download.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
