/** How long the file's object URL lives: long enough for any browser to have started the download. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves text made on the device as a file (no server round trip, so it works offline). */
export function downloadFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
