/** Hands a generated file to the browser as a download (Blob + <a download>). Browser-only. */
export function saveFile(fileName: string, content: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the file before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
