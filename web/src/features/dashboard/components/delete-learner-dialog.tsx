import type { LearnerSummary } from '@contract/learners.ts';
import { useDeleteLearner } from '@/features/learners';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { alertFor, ErrorAlert } from '@/ui/error-alert.tsx';
import { toast } from '@/ui/toast-store.ts';

export function DeleteLearnerDialog({ learner, onClose }: { learner: LearnerSummary | null; onClose: () => void }) {
  const remove = useDeleteLearner();
  // A refusal stays in the dialog, beside the button it answers; the next learner starts clean.
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={learner !== null}
      onOpenChange={(open) => !open && close()}
      title="Delete learner"
      description="Are you sure you want to delete this learner profile?"
    >
      <p className="mb-5 text-sand-11 [overflow-wrap:anywhere]">
        {learner?.firstName}’s details, quizzes and history will be deleted for good.
      </p>
      <ErrorAlert error={alertFor(remove.error)} />
      <div className="mt-3 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() =>
            learner &&
            remove.mutate(learner.id, {
              onSuccess: () => {
                toast({ title: 'Learner deleted', description: `${learner.firstName}’s profile has been deleted.` });
                close();
              },
            })
          }
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
