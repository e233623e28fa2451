import { smsTemplateDefinition } from '@console/contract/resources/sms-templates';
import { engineResource } from '../../engine/resource';
import { smsTemplates } from './tables';

/** SMS templates (SPEC §3): a plain platform catalogue, cloudAdmin only (SPEC §6 smsManage). */
export const smsTemplateResource = engineResource(smsTemplateDefinition, smsTemplates);
