import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { accessAllows, type AccessRule } from '@console/contract';
import type { UploadPurpose } from '@console/contract/uploads';
import type { EngineResource } from '../../engine/resource';
import type { Caller } from '../../platform/caller';
import { Forbidden } from '../../platform/errors';
import { users } from '../../platform/identity-tables';
import { vodVideos } from '../vod/tables';

/**
 * Where an upload purpose's files are used: the column that stores their URL, and who may write
 * it. Upload permission and the orphan job both read this one list, so a new purpose is declared
 * once, where its field is: an engine field with `upload: UPLOAD_RULES.<purpose>` in its
 * description is found by itself; a field of a hand-written area goes in {@link HAND_WRITTEN_USES}.
 * A purpose no field uses takes no uploads (and would keep none).
 */
export interface UploadUse {
  purpose: UploadPurpose;
  /** The resource key, or the hand-written area, for logs. */
  owner: string;
  /** Who may write the field: any of these rules admits an upload for it. */
  write: readonly AccessRule[];
  table: PgTable;
  column: AnyPgColumn;
}

/** Upload fields outside the engine's resources. */
export const HAND_WRITTEN_USES: readonly UploadUse[] = [
  // Everyone signed in sets their own avatar (identity routes, `setAvatar`).
  { purpose: 'avatar', owner: 'profile', write: ['signedIn'], table: users, column: users.avatarUrl },
  // A VOD video's file and thumbnail are stored by its check job (modules/vod), never uploaded
  // through the upload endpoint (the file comes by tus): nobody may post them there.
  { purpose: 'vodVideo', owner: 'vodVideos', write: [], table: vodVideos, column: vodVideos.videoUrl },
  {
    purpose: 'vodImage',
    owner: 'vodVideos.thumbnail',
    write: [],
    table: vodVideos,
    column: vodVideos.thumbnailUrl,
  },
];

/** Every upload field: those the engine's descriptions declare, then the hand-written ones. */
export function uploadUses(resources: readonly EngineResource[]): UploadUse[] {
  const derived = resources.flatMap(({ definition, table, columns }) =>
    Object.entries(definition.fields).flatMap(([name, meta]): UploadUse[] => {
      const purpose = meta.upload?.purpose;
      if (!purpose) return [];
      const column = columns[name];
      if (!column) throw new Error(`${definition.key}.${name}: an upload field without a column`);
      const { create, update } = definition.access;
      return [{ purpose, owner: definition.key, write: [create, update], table, column }];
    }),
  );
  return [...derived, ...HAND_WRITTEN_USES];
}

/** An upload needs the write permission of a resource whose form takes files of its purpose. */
export function assertMayUpload(caller: Caller, purpose: UploadPurpose, uses: readonly UploadUse[]): void {
  const allowed = uses.some(
    (use) => use.purpose === purpose && use.write.some((rule) => accessAllows(caller, rule)),
  );
  if (!allowed) throw Forbidden();
}
