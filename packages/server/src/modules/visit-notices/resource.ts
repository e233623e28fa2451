import { visitNoticeDefinition } from '@console/contract/resources/visit-notices';
import { engineResource } from '../../engine/resource';
import { visitNotices } from './tables';

/** Notices to families, read-only on the engine (`service.ts` writes them). */
export const visitNoticeResource = engineResource(visitNoticeDefinition, visitNotices);
