import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { dropdownOptionInput, dropdownOptionRow } from '#shared/schemas/admin/content.ts';
import { recordsQuery, useSaveThenReload } from '../../../lib/resource-hooks.ts';

export type DropdownOption = z.infer<typeof dropdownOptionRow>;
export type DropdownOptionWrite = z.output<typeof dropdownOptionInput>;

const ENDPOINT = '/api/admin/dropdown-options';

export const dropdownOptionsAdminQuery = recordsQuery<DropdownOption>(ENDPOINT);

export const useDropdownOptionsAdmin = () => useQuery(dropdownOptionsAdminQuery);

// The quote form and the leads filter read the public list ('/api/dropdown-options').
export const useSaveDropdownOption = () =>
  useSaveThenReload<DropdownOptionWrite, DropdownOption>(ENDPOINT, ['/api/dropdown-options']);
