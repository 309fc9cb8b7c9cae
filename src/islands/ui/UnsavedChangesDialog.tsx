import type { Translate } from '../../lib/messages';
import { Button } from './Button';
import { Modal } from './Modal';
import type { useUnsavedChanges } from './useUnsavedChanges';

interface Props {
  /** What useUnsavedChanges returned. */
  guard: ReturnType<typeof useUnsavedChanges>;
  /** A translator holding the `unsaved.*` messages. */
  t: Translate;
}

/**
 * The Leave / Stay prompt for in-portal links while a form has unsaved changes (SPEC §2). On a
 * form that keeps a draft (components/drafts/FormDrafts.astro is on the page) nothing is lost:
 * the prompt says where the draft waits.
 */
export function UnsavedChangesDialog({ guard, t }: Props) {
  const open = guard.pendingHref !== null;
  const keepsDraft = open && document.getElementById('form-draft') !== null;
  return (
    <Modal open={open} title={t(keepsDraft ? 'unsaved.draftTitle' : 'unsaved.title')} onClose={guard.stay}>
      <p className="mt-3 text-slate-700">{t(keepsDraft ? 'unsaved.draftKept' : 'unsaved.message')}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={guard.leave}>
          {t('unsaved.leave')}
        </Button>
        <Button onClick={guard.stay} autoFocus>
          {t('unsaved.stay')}
        </Button>
      </div>
    </Modal>
  );
}
