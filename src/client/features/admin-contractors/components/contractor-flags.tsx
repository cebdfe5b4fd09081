import type { AdminContractorRow } from '#shared/schemas/admin/contractors.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Why a contractor cannot bid, in words (never colour alone), or that it can. */
export function ContractorFlags({ flags }: { flags: AdminContractorRow['flags'] }) {
  if (flags.canBid) return <Badge variant="success">Can bid</Badge>;
  return (
    <div className="flex flex-wrap gap-1">
      {flags.suspended && <Badge variant="secondary">Suspended</Badge>}
      {flags.documentsUnverified && <Badge variant="warning">Documents not approved</Badge>}
      {flags.licenceExpired && <Badge variant="warning">Licence expired</Badge>}
      {flags.insuranceExpired && <Badge variant="warning">Insurance expired</Badge>}
      <Badge variant="danger">Cannot bid</Badge>
    </div>
  );
}
