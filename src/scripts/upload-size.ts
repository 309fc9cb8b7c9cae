// The supplement form refuses a file over the limit before sending it: the server refuses such
// a body by its declared length and reads none of it, which a browser may show as a broken
// connection instead of the message. Without JavaScript the server still refuses it.
export function refuseOversizedUploads(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-max-bytes]')) {
    form.addEventListener('submit', (event) => {
      const file = form.querySelector<HTMLInputElement>('input[type="file"]')?.files?.[0];
      if (file && file.size > Number(form.dataset.maxBytes) && form.dataset.tooLarge) {
        event.preventDefault();
        location.assign(form.dataset.tooLarge);
      }
    });
  }
}
