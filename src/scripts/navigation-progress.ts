// A thin bar and aria-busy from a link click or form submit until the next page paints
// (SPEC §2: each navigation sets a loading flag). Left alone: clicks someone else already
// handled (islands, the unsaved-changes guard), new tabs, downloads, other origins and jumps
// within the page. Back from the bfcache shows the page as it was left, so pageshow clears it.

/** Whether a click on this link starts a navigation of this tab to another portal page. */
type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;
type Link = Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>;
type Here = Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>;

/** @internal exported for its unit tests */
export function navigatesAway(event: Click, link: Link, here: Here): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return false;
  return !(url.hash && url.pathname === here.pathname && url.search === here.search);
}

export function showNavigationProgress(root: Document): void {
  const busy = (on: boolean) => (on ? root.body.setAttribute('aria-busy', 'true') : root.body.removeAttribute('aria-busy'));
  // Decided after every other listener ran: one of them may still cancel the navigation.
  const later = (event: Event) => setTimeout(() => event.defaultPrevented || busy(true));
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement && navigatesAway(event, link, location)) later(event);
  });
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    const target = submitter?.getAttribute('formtarget') ?? form.target;
    if ((!target || target === '_self') && form.method !== 'dialog') later(event);
  });
  addEventListener('pageshow', () => busy(false));
}
