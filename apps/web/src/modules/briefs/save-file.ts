/** Hands a downloaded file to the browser to save, under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after the click returns: give them a moment before letting go of the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
