// The notification list (SPEC §2), fed by $notifications from any island on the page.
import { useStore } from '@nanostores/react';
import { $notifications, removeNotification, type NotificationType } from '../lib/notifications/notifications.store';
import { TONE_LOOK } from '../lib/ui/tones';

export default function Notifications({ closeLabel }: { closeLabel: string }) {
  const notifications = useStore($notifications);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end">
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {notifications
          .filter((n) => n.type !== 'error')
          .map((n) => (
            <Item key={n.id} {...n} closeLabel={closeLabel} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {notifications
          .filter((n) => n.type === 'error')
          .map((n) => (
            <Item key={n.id} {...n} closeLabel={closeLabel} />
          ))}
      </div>
    </div>
  );
}

function Item({ id, title, message, type, closeLabel }: { id: number; title: string; message: string; type: NotificationType; closeLabel: string }) {
  return (
    <div className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 shadow-lg ${TONE_LOOK[type].panel}`}>
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold">{title}</p>
          <p className="mt-1 text-sm">{message}</p>
        </div>
        <button
          type="button"
          onClick={() => removeNotification(id)}
          className="rounded p-1 hover:bg-black/5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-700"
          aria-label={closeLabel}
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </div>
  );
}
