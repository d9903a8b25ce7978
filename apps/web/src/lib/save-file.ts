/** Saves a Blob as a file through a temporary link (the browser's own download, no new window). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // revoked later: some browsers read the address after click() returns
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
