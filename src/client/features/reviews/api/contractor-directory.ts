import { useEffect, useState } from 'react';
import type { ContractorDirectory } from '#shared/schemas/contractor-profile.ts';
import { apiGet } from '../../../lib/api-client.ts';

type Listed = ContractorDirectory['data'];
export type DirectoryState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; contractors: Listed };

/**
 * The vetted companies the review form offers (GET /api/contractors/directory, names only; the
 * browser may keep it five minutes). Read once per page without TanStack Query, like the rest
 * of this light page (docs/decisions/page-weight.md).
 */
export function useContractorDirectory(): DirectoryState {
  const [state, setState] = useState<DirectoryState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    apiGet<ContractorDirectory>('/api/contractors/directory').then(
      (answer) => live && setState({ status: 'ready', contractors: answer.data }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
