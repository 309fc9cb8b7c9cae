// Leaving a form with unsaved changes (SPEC §2): the browser's own prompt on reload or
// close; for links inside the portal, our Leave / Stay dialog.
import { useEffect, useRef, useState } from 'react';

export function useUnsavedChanges(dirty: boolean) {
  const [pendingHref, setPendingHref] = useState<string | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.hash)) return;
      event.preventDefault();
      setPendingHref(url.href);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    pendingHref,
    /** The form is about to be posted on purpose (as without JavaScript): no prompt for that. */
    release: () => {
      leaving.current = true;
    },
    stay: () => setPendingHref(null),
    leave: () => {
      if (!pendingHref) return;
      const href = pendingHref;
      setPendingHref(null);
      // Leaving on purpose: no second prompt from the browser.
      leaving.current = true;
      location.assign(href);
    },
  };
}
