import type { LearnerSummary } from '@contract/learners.ts';
import { useDeleteLearner } from '@/features/learners';
import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { toast } from '@/ui/toast-store.ts';

export function DeleteLearnerDialog({ learner, onClose }: { learner: LearnerSummary | null; onClose: () => void }) {
  const remove = useDeleteLearner();
  return (
    <Dialog
      open={learner !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete learner"
      description="Are you sure you want to delete this learner profile?"
    >
      <p className="mb-5 text-sand-11 [overflow-wrap:anywhere]">
        {learner?.firstName}’s details, quizzes and history will be deleted for good.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
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
                onClose();
              },
              onError: (error) => toast({ title: 'Error', description: error.message, tone: 'destructive' }),
            })
          }
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
