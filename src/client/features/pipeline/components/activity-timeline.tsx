import {
  ArrowRightLeft,
  CalendarCheck,
  CalendarClock,
  Check,
  Mail,
  NotebookPen,
  Phone,
  Users,
} from 'lucide-react';
import type { PipelineActivity, TimelineActivityType } from '#shared/schemas/pipeline/leads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { useUpdateActivity } from '../api/activities.ts';
import { activityTypeLabels } from './pipeline-labels.ts';

const icons: Record<TimelineActivityType, typeof Phone> = {
  call: Phone,
  email: Mail,
  meeting: Users,
  note: NotebookPen,
  task: CalendarCheck,
  reassigned: ArrowRightLeft,
};

/** The lead's activities, newest first; a scheduled one can be marked done. */
export function ActivityTimeline({ activities }: { activities: PipelineActivity[] }) {
  const update = useUpdateActivity();
  if (activities.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
        No activity yet. Log a call, e-mail, meeting, note or task below.
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label="Activity timeline">
      {activities.map((activity) => {
        const Icon = icons[activity.activityType];
        const done = activity.completedAt !== null;
        return (
          <li key={activity.id} className="flex gap-3 rounded-lg border border-line p-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <p className="font-semibold">
                {activityTypeLabels[activity.activityType]}: {activity.subject}
              </p>
              {activity.description && (
                <p className="whitespace-pre-line text-muted">{activity.description}</p>
              )}
              <p className="inline-flex items-center gap-1 text-xs text-muted">
                {done ? (
                  <>
                    <Check className="size-3.5 text-green-800" aria-hidden="true" />
                    Done {formatDateTime(activity.completedAt)}
                  </>
                ) : (
                  <>
                    <CalendarClock className="size-3.5" aria-hidden="true" />
                    Scheduled {formatDateTime(activity.scheduledAt)}
                  </>
                )}
                {activity.createdBy ? ` · ${activity.createdBy.name}` : ''}
              </p>
            </div>
            {!done && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Mark ${activity.subject} as done`}
                loading={update.isPending && update.variables.id === activity.id}
                onClick={() =>
                  update.mutate(
                    { id: activity.id, completed: true },
                    {
                      onSuccess: () => toast({ title: 'Activity completed' }),
                      onError: (error) => toastFailure('Failed to complete activity', error),
                    },
                  )
                }
              >
                Done
              </Button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
