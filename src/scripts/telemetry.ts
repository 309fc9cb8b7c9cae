// Boots analytics (a page view per page load and per in-place address change, uncaught and preload
// errors) and the support chat, and shuts the chat down on log out and again 7 s later, on the
// signed-out page the log out lands on (SPEC §4, §8, §9). Loaded only on pages whose config turns
// them on.
import {
  ANALYTICS_PAGES_KEY,
  ANALYTICS_SETTINGS,
  CHAT_SHUTDOWN_KEY,
  CHAT_SHUTDOWN_REPEAT_MS,
  NAVIGATED_EVENT,
  templatedEvent,
  withPage,
  type TelemetryConfig,
} from '../lib/telemetry';

type IntercomFn = ((command: string, options?: Record<string, unknown>) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    Intercom?: IntercomFn;
  }
}

function loadChat(chat: { appId: string; widgetUrl: string }, root: Document): IntercomFn {
  const queue: unknown[][] = [];
  const stub: IntercomFn = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
  window.Intercom ??= stub;
  const script = root.createElement('script');
  script.async = true;
  script.src = chat.widgetUrl + encodeURIComponent(chat.appId);
  root.head.append(script);
  return (command, options) => window.Intercom?.(command, options);
}

function startAnalytics(analytics: NonNullable<TelemetryConfig['analytics']>, page: string, onReady: (reset: () => void) => void): void {
  // Every address posthog would send becomes its page's template (docs/decisions/0063).
  const pages = withPage(sessionStorage.getItem(ANALYTICS_PAGES_KEY), location.pathname, page);
  sessionStorage.setItem(ANALYTICS_PAGES_KEY, JSON.stringify([...pages]));
  /** What an error event may tell analytics: its message and the page's template. */
  const errorProperties = (message: unknown) => ({ message: String(message).slice(0, 300), page });
  void import('posthog-js').then(({ default: posthog }) => {
    posthog.init(analytics.key, {
      api_host: analytics.host,
      ...ANALYTICS_SETTINGS,
      session_idle_timeout_seconds: analytics.sessionIdleSeconds,
      before_send: (event) => (event ? templatedEvent(event, location.origin, pages) : null),
    });
    const pageView = () => posthog.capture('$pageview', { $current_url: location.origin + page });
    pageView();
    document.addEventListener(NAVIGATED_EVENT, pageView);
    window.addEventListener('error', (event) => posthog.capture('uncaught_error', errorProperties(event.message)));
    window.addEventListener('unhandledrejection', (event) => posthog.capture('uncaught_error', errorProperties(event.reason)));
    // Vite's event when a page's script chunk could not be loaded (SPEC §8 "page preload failures").
    window.addEventListener('vite:preloadError', (event) =>
      posthog.capture('preload_error', errorProperties((event as Event & { payload?: unknown }).payload)),
    );
    onReady(() => posthog.reset());
  });
}

/** Signed out after a log out in this tab: the chat is shut down once more, 7 s after the log out. */
function repeatChatShutdown(chat: NonNullable<TelemetryConfig['chatShutdown']>, root: Document): void {
  const loggedOutAt = Number(sessionStorage.getItem(CHAT_SHUTDOWN_KEY));
  if (!loggedOutAt) return;
  const intercom = loadChat(chat, root);
  setTimeout(
    () => {
      intercom('shutdown');
      sessionStorage.removeItem(CHAT_SHUTDOWN_KEY);
    },
    Math.max(0, loggedOutAt + CHAT_SHUTDOWN_REPEAT_MS - Date.now()),
  );
}

export function startTelemetry(root: Document): void {
  const element = root.getElementById('telemetry');
  if (!element?.dataset.config) return;
  const config = JSON.parse(element.dataset.config) as TelemetryConfig;

  let resetAnalytics: (() => void) | null = null;
  if (config.analytics) startAnalytics(config.analytics, config.page, (reset) => (resetAnalytics = reset));
  if (config.chatShutdown) repeatChatShutdown(config.chatShutdown, root);

  let intercom: IntercomFn | null = null;
  if (config.chat) {
    intercom = loadChat(config.chat, root);
    // A log out whose repeat never ran (the tab went elsewhere): shut down before this session's boot.
    if (sessionStorage.getItem(CHAT_SHUTDOWN_KEY)) {
      intercom('shutdown');
      sessionStorage.removeItem(CHAT_SHUTDOWN_KEY);
    }
    intercom('boot', {
      app_id: config.chat.appId,
      user_id: config.chat.userId,
      user_hash: config.chat.userHash,
      language_override: config.chat.language,
      session_duration: config.chat.sessionDuration,
    });
  }

  for (const form of root.querySelectorAll('form[data-logout]')) {
    form.addEventListener('submit', () => {
      resetAnalytics?.();
      if (!intercom) return;
      intercom('shutdown');
      sessionStorage.setItem(CHAT_SHUTDOWN_KEY, String(Date.now()));
    });
  }
}
