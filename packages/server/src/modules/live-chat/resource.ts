import { liveFileDefinition } from '@console/contract/resources/live-files';
import { engineResource } from '../../engine/resource';
import type { ResourceOptions } from '../../resources';
import { sharedFileHooks } from '../uploads/shared-file-hooks';
import { liveFiles } from './tables';

/** A live stream's shared files: uploads of its own company for a live file (purpose `liveFile`). */
export function liveFileResource(options: ResourceOptions) {
  return engineResource(
    liveFileDefinition,
    liveFiles,
    sharedFileHooks(options.files, 'liveFile', 'error.liveFileUpload'),
  );
}
