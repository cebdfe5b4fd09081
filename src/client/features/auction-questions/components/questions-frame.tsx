import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListError, ListLoading } from '../../../components/ui/list-states.tsx';

/** The questions once loaded; while loading a placeholder, on failure the error with a retry. */
export function LoadedQuestions<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListLoading rows={2} label="Loading the questions" />;
  if (query.isError) {
    return (
      <ListError
        message="The questions could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

/**
 * A side's Questions section, named by its heading: "Questions (2 unanswered)", the count only
 * when something waits. `level` fits the heading into the page it sits in.
 */
export function QuestionsFrame<T>({
  level,
  unanswered,
  query,
  children,
}: {
  level: 3 | 4;
  unanswered: number;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section
      aria-labelledby={titleId}
      data-testid="questions"
      className="space-y-4 rounded-xl border border-line p-3 sm:p-4"
    >
      <Heading id={titleId} className={level === 3 ? 'text-lg font-semibold' : 'font-semibold'}>
        {unanswered > 0 ? `Questions (${unanswered} unanswered)` : 'Questions'}
      </Heading>
      <LoadedQuestions query={query}>{children}</LoadedQuestions>
    </section>
  );
}
