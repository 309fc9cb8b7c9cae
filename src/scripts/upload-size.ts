// The supplement form refuses a file over the limit before sending it, with its message in the
// form (never in the address): the server refuses such a body by its declared length and reads
// none of it, which a browser may show as a broken connection instead of the message. Without
// JavaScript the server still refuses it.
export function refuseOversizedUploads(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-max-bytes]')) {
    const message = form.querySelector<HTMLElement>('[data-too-large]');
    const input = form.querySelector<HTMLInputElement>('input[type="file"]');
    input?.addEventListener('change', () => message?.setAttribute('hidden', ''));
    form.addEventListener('submit', (event) => {
      const file = input?.files?.[0];
      if (file && file.size > Number(form.dataset.maxBytes) && message) {
        event.preventDefault();
        message.removeAttribute('hidden');
        input?.focus();
      }
    });
  }
}
