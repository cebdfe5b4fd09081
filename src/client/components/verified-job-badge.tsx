import { BadgeCheck } from 'lucide-react';
import { Badge } from './ui/badge.tsx';

/** A review whose invoice staff confirmed shows the job (DECISIONS.md §5). */
export function VerifiedJobBadge() {
  return (
    <Badge variant="success">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verified job
    </Badge>
  );
}
