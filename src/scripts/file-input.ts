// Puts the chosen file's name next to a styled file input (src/components/ui/FileInput.astro).
export function showChosenFileNames(root: Document): void {
  root.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute('data-file-input')) return;
    const name = input.parentElement?.querySelector('[data-file-name]');
    const file = input.files?.[0];
    if (name && file) name.textContent = file.name;
  });
}
