import {
  platformWechatAccountDefinition,
  platformWechatTemplateDefinition,
  wechatAccountDefinition,
  wechatMiniProgramDefinition,
  wechatTemplateDefinition,
} from '@console/contract/resources/wechat';
import { engineResource, type ResourceHooks, type Values } from '../../engine/resource';
import { FieldsInvalid } from '../../platform/errors';
import { maskSecret, type SecretBox } from '../../platform/secrets';
import {
  platformWechatAccounts,
  platformWechatTemplates,
  wechatAccounts,
  wechatMiniPrograms,
  wechatTemplates,
} from './tables';

/** Each sealed field and the column of its hint. */
const ACCOUNT_SECRETS = {
  appSecret: 'appSecretHint',
  token: 'tokenHint',
  encodingAesKey: 'encodingAesKeyHint',
} as const;
const MINI_PROGRAM_SECRETS = { appSecret: 'appSecretHint' } as const;

/**
 * Hooks that seal the secrets a write sends (and set their hints); a secret left out of an edit
 * keeps the stored one. The AppSecret is required when the row is created.
 */
export function sealingHooks(
  secrets: SecretBox,
  fields: Readonly<Record<string, string>>,
): Pick<ResourceHooks, 'beforeCreate' | 'beforeUpdate'> {
  const seal = (values: Values): Values => {
    const out = { ...values };
    for (const [field, hint] of Object.entries(fields)) {
      const plain = out[field];
      if (typeof plain === 'string' && plain !== '') {
        out[field] = secrets.seal(plain);
        out[hint] = maskSecret(plain);
      } else delete out[field];
    }
    return out;
  };
  return {
    beforeCreate(_tx, _caller, values) {
      if (typeof values.appSecret !== 'string' || values.appSecret === '')
        throw FieldsInvalid({ appSecret: 'validation.required' });
      return seal(values);
    },
    beforeUpdate(_tx, _caller, values) {
      return seal(values);
    },
  };
}

interface WechatOptions {
  secrets: SecretBox;
}

/** A company's official accounts (ADR 0034): secrets sealed at rest, shown as hints. */
export function wechatAccountResource({ secrets }: WechatOptions) {
  return engineResource(wechatAccountDefinition, wechatAccounts, sealingHooks(secrets, ACCOUNT_SECRETS));
}

/** A company's mini programs: the AppSecret sealed at rest, shown as a hint. */
export function wechatMiniProgramResource({ secrets }: WechatOptions) {
  return engineResource(
    wechatMiniProgramDefinition,
    wechatMiniPrograms,
    sealingHooks(secrets, MINI_PROGRAM_SECRETS),
  );
}

/** The platform's own official accounts (cloudAdmin, ADR 0034). */
export function platformWechatAccountResource({ secrets }: WechatOptions) {
  return engineResource(
    platformWechatAccountDefinition,
    platformWechatAccounts,
    sealingHooks(secrets, ACCOUNT_SECRETS),
  );
}

export const wechatTemplateResource = engineResource(wechatTemplateDefinition, wechatTemplates);
export const platformWechatTemplateResource = engineResource(
  platformWechatTemplateDefinition,
  platformWechatTemplates,
);
