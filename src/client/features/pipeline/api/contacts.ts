import { useQuery } from '@tanstack/react-query';
import type { ContactPickerPage } from '#shared/schemas/pipeline/contacts.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { keepLastPage } from '../../../lib/query-freshness.ts';

export const CONTACTS_URL = '/api/contact';

/** The Add Lead picker: submissions not in the pipeline yet, found by the server, newest first. */
export const useContactSearch = (search: string) =>
  useQuery({
    queryKey: [CONTACTS_URL, search.trim()],
    queryFn: () => {
      const params = new URLSearchParams({ pageSize: '10', available: 'true' });
      if (search.trim()) params.set('search', search.trim());
      return apiGet<ContactPickerPage>(`${CONTACTS_URL}?${params.toString()}`);
    },
    ...keepLastPage,
  });
