// Boots analytics (one page view per page load) and the support chat, and shuts the chat
// down on log out (SPEC §4, §9). Loaded only on pages whose config turns them on.
import { ANALYTICS_SETTINGS, CHAT_SHUTDOWN_REPEAT_MS, pageViewUrl, type TelemetryConfig } from '../lib/telemetry';

type IntercomFn = ((command: string, options?: Record<string, unknown>) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    Intercom?: IntercomFn;
  }
}

const SHUTDOWN_KEY = 'pp.chat.shutdownAt';

function loadChat(chat: NonNullable<TelemetryConfig['chat']>, root: Document): IntercomFn {
  const queue: unknown[][] = [];
  const stub: IntercomFn = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
  window.Intercom ??= stub;
  const script = root.createElement('script');
  script.async = true;
  script.src = chat.widgetUrl + encodeURIComponent(chat.appId);
  root.head.append(script);
  return (command, options) => window.Intercom?.(command, options);
}

export function startTelemetry(root: Document): void {
  const element = root.getElementById('telemetry');
  if (!element?.dataset.config) return;
  const config = JSON.parse(element.dataset.config) as TelemetryConfig;

  let analytics: { capture: (event: string, properties?: Record<string, unknown>) => void; reset: () => void } | null = null;
  if (config.analytics) {
    const { key, host } = config.analytics;
    void import('posthog-js').then(({ default: posthog }) => {
      posthog.init(key, { api_host: host, ...ANALYTICS_SETTINGS });
      posthog.capture('$pageview', { $current_url: pageViewUrl(location) });
      analytics = posthog;
      window.addEventListener('error', (event) => posthog.capture('uncaught_error', { message: String(event.message), page: location.pathname }));
    });
  }

  let intercom: IntercomFn | null = null;
  if (config.chat) {
    intercom = loadChat(config.chat, root);
    // A log out on the last page: shut down once more before this session's boot.
    if (sessionStorage.getItem(SHUTDOWN_KEY)) {
      intercom('shutdown');
      sessionStorage.removeItem(SHUTDOWN_KEY);
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
      analytics?.reset();
      if (!intercom) return;
      intercom('shutdown');
      sessionStorage.setItem(SHUTDOWN_KEY, String(Date.now()));
      setTimeout(() => intercom?.('shutdown'), CHAT_SHUTDOWN_REPEAT_MS);
    });
  }
}
