import { z } from 'zod';
import { ADMIN_PASSWORD_MIN, passwordSchema } from './identity';
import { optionalEmail, optionalPhone } from './patterns';
import { defineResource, type Label } from './define';

/** SPEC §5: admin usernames are 2-10 letters or digits; real names Chinese characters or letters. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{2,10}$/;
export const REAL_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z]+$/;

const l = (zh: string, en: string): Label => ({ zh, en });
const required = { error: 'validation.required' } as const;

/** Enterprise administrators: the customer admins (user type 2) of each company. */
export const adminDefinition = defineResource({
  key: 'admins',
  scope: 'tenant',
  title: l('企业管理员', 'Enterprise administrator'),
  titleField: 'username',
  routes: { list: '/user/enterpriseAdministrator', detail: '/user/enterpriseAdministrator/adminDetail/:id' },
  shape: {
    customerId: z
      .number(required)
      .int({ error: 'validation.integer' })
      .positive({ error: 'validation.required' }),
    username: z
      .string(required)
      .trim()
      .min(1, required)
      .regex(USERNAME_PATTERN, { error: 'validation.username' }),
    realName: z
      .string(required)
      .trim()
      .min(1, required)
      .max(32, { error: 'validation.max' })
      .regex(REAL_NAME_PATTERN, { error: 'validation.realName' }),
    phone: optionalPhone(),
    email: optionalEmail(),
    password: passwordSchema(ADMIN_PASSWORD_MIN),
    repassword: z.string(required).min(1, required),
  },
  fields: {
    customerId: {
      kind: 'reference',
      reference: 'companies',
      label: l('所属企业', 'Company'),
      column: true,
      createOnly: true,
      filter: 'eq',
    },
    username: {
      kind: 'text',
      label: l('用户名', 'Username'),
      column: true,
      sortable: true,
      filter: 'like',
      createOnly: true,
      help: l('2-10 位字母或数字', '2-10 letters or digits'),
    },
    realName: { kind: 'text', label: l('真实姓名', 'Real name'), column: true, filter: 'like' },
    phone: { kind: 'text', label: l('手机号', 'Phone'), column: true },
    email: { kind: 'text', label: l('邮箱', 'Email'), column: true },
    password: {
      kind: 'password',
      label: l('密码', 'Password'),
      writeOnly: true,
      help: l('至少 6 位数字、字母或特殊字符', 'At least 6 digits, letters or special characters'),
    },
    repassword: { kind: 'password', label: l('确认密码', 'Repeat password'), virtual: true },
  },
  refine: (value, ctx) => {
    if (
      (value.password !== undefined || value.repassword !== undefined) &&
      value.password !== value.repassword
    ) {
      ctx.addIssue({ code: 'custom', path: ['repassword'], message: 'validation.passwordsDiffer' });
    }
  },
  search: ['username', 'realName', 'phone'],
  defaultSort: '-createdAt',
  access: {
    view: 'platform',
    create: 'platform',
    update: 'platform',
    delete: 'platform',
    export: 'platform',
    import: 'platform',
  },
  unique: [{ fields: ['username'], message: 'error.accountExists', global: true }],
});
