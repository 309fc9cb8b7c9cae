import { Button } from './Button';
import { Modal } from './Modal';

interface Props {
  open: boolean;
  texts: { title: string; message: string; leave: string; stay: string };
  onLeave: () => void;
  onStay: () => void;
}

export function UnsavedChangesDialog({ open, texts, onLeave, onStay }: Props) {
  return (
    <Modal open={open} title={texts.title} onClose={onStay}>
      <p className="mt-3 text-slate-700">{texts.message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onLeave}>{texts.leave}</Button>
        <Button onClick={onStay} autoFocus>{texts.stay}</Button>
      </div>
    </Modal>
  );
}
