/** Hands downloaded bytes to the browser as a file named `name` (the row's file name). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
