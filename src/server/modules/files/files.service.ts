import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { FileStorage } from '../../integrations/storage/file-storage.ts';
import { mayReadFile, type FileViewer } from './file-access.ts';
import { findFileLinks } from './files.queries.ts';

export type FileDeps = { db: Db; storage: FileStorage };

/**
 * A file's bytes for a viewer allowed to read it. Everyone else gets the same 404 as for a
 * file that does not exist: a refusal would tell them it does.
 */
export async function openFileFor(deps: FileDeps, id: string, viewer: FileViewer) {
  const links = await findFileLinks(deps.db, id);
  if (!links || !mayReadFile(links, viewer)) throw notFound('File not found');
  const file = await deps.storage.get(id);
  if (!file) throw notFound('File not found');
  return file;
}
