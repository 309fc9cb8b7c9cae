// A product list with JavaScript (ListShell.astro): the search is live and every filter,
// sort and page change loads in place. Each load posts the search (a body, never a URL:
// docs/decisions/0009) to the list's partial with the filters in its query, and swaps the
// server-rendered results region in; the URL follows the filters (the canonical one the
// server sends back), and Back loads the previous ones. Without JavaScript the forms and
// links do the same with whole pages.

const SEARCH_DELAY_MS = 300;
/** The portal answers within its own budget (docs/decisions/0013); this only guards a lost connection. */
const LOAD_TIMEOUT_MS = 8_000;

export function enhanceLists(root: Document = document): void {
  for (const list of root.querySelectorAll<HTMLElement>('[data-list]')) enhanceList(list);
}

function enhanceList(list: HTMLElement): void {
  const path = list.dataset.list!;
  const partial = list.dataset.listPartial!;
  const searchForm = list.querySelector<HTMLFormElement>('form[data-list-search]')!;
  const searchInput = searchForm.querySelector<HTMLInputElement>('input[name="search"]')!;
  const searchReset = list.querySelector<HTMLFormElement>('form[data-list-search-reset]')!;
  const filterForm = list.querySelector<HTMLFormElement>('form[data-list-filters]')!;
  const summary = list.querySelector<HTMLElement>('[data-list-summary]');
  const resetLink = filterForm.querySelector<HTMLAnchorElement>('a[data-list-reset]');
  const failed = list.querySelector<HTMLTemplateElement>('template[data-list-failed]')!;
  const results = () => list.querySelector<HTMLElement>('[data-list-results]')!;
  let latest = 0;
  let typing: ReturnType<typeof setTimeout> | undefined;

  for (const apply of filterForm.querySelectorAll<HTMLElement>('[data-list-apply]')) apply.hidden = true;

  const filterParams = (submitter?: HTMLElement | null) => new URLSearchParams(new FormData(filterForm, submitter) as unknown as Record<string, string>);

  /** Puts the filters the server settled on (its canonical URL, its summary) back into the form. */
  function showState(region: HTMLElement): void {
    const params = new URL(region.dataset.href!, location.href).searchParams;
    for (const control of filterForm.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
      if (control instanceof HTMLSelectElement) control.value = params.get(control.name) ?? control.dataset.default ?? '';
      else if (control.type === 'checkbox') control.checked = params.getAll(control.name).includes(control.value);
      else if (control.type === 'radio') control.checked = (params.get(control.name) ?? '') === control.value;
    }
    for (const button of filterForm.querySelectorAll<HTMLButtonElement>('button[name="group"]'))
      button.setAttribute('aria-pressed', String(button.value === region.dataset.group));
    if (summary) summary.textContent = region.dataset.summary ?? '';
    if (resetLink) resetLink.hidden = region.dataset.hasFilters !== 'true';
    searchReset.hidden = region.dataset.searching !== 'true';
  }

  async function load(params: URLSearchParams, history: 'push' | 'none'): Promise<void> {
    const ticket = ++latest;
    const region = results();
    region.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(`${partial}?${params}`, {
        method: 'POST',
        body: new URLSearchParams({ search: searchInput.value }),
        headers: { accept: 'text/html' },
        redirect: 'manual',
        signal: AbortSignal.timeout(LOAD_TIMEOUT_MS),
      });
      // Signed out meanwhile: the page itself takes the dealer to sign-in.
      if (response.status === 401 || response.type === 'opaqueredirect') {
        location.reload();
        return;
      }
      if (!response.ok) throw new Error(String(response.status));
      const html = await response.text();
      if (ticket !== latest) return;
      const template = document.createElement('template');
      template.innerHTML = html;
      const next = template.content.querySelector<HTMLElement>('[data-list-results]');
      if (!next) throw new Error('no results region');
      region.replaceChildren(...next.childNodes);
      Object.assign(region.dataset, next.dataset);
      showState(region);
      const href = region.dataset.href!;
      if (history === 'push' && href !== location.pathname + location.search) window.history.pushState(null, '', href);
      // A new page in the dealer's eyes: analytics counts a page view (NAVIGATED_EVENT in lib/telemetry.ts;
      // written out here, as an import would cost the list its inline script: tests/e2e/telemetry.test.ts).
      document.dispatchEvent(new Event('pp:navigated'));
    } catch {
      if (ticket === latest) region.replaceChildren(failed.content.cloneNode(true));
    } finally {
      if (ticket === latest) region.setAttribute('aria-busy', 'false');
    }
  }

  filterForm.addEventListener('change', () => void load(filterParams(), 'push'));
  filterForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void load(filterParams(event.submitter), 'push');
  });
  resetLink?.addEventListener('click', (event) => {
    event.preventDefault();
    void load(new URLSearchParams('reset=1'), 'push');
  });
  searchInput.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => void load(filterParams(), 'push'), SEARCH_DELAY_MS);
  });
  searchForm.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    void load(filterParams(), 'push');
  });
  searchReset.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    searchInput.value = '';
    void load(filterParams(), 'push');
  });
  // Pages and Retry are links to this list: loaded in place (a details link goes elsewhere).
  list.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('[data-list-results] a[href]');
    if (!(link instanceof HTMLAnchorElement) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== path) return;
    event.preventDefault();
    void load(url.searchParams, 'push');
  });
  addEventListener('popstate', () => void load(new URLSearchParams(location.search), 'none'));
}
