import { describeResource, type Label, PLATFORM_ACCESS } from '../describe';

const l = (zh: string, en: string): Label => ({ zh, en });

/** Enterprise administrators: the customer admins (user type 2) of each company. */
export const adminDescription = describeResource({
  key: 'admins',
  scope: 'tenant',
  title: l('企业管理员', 'Enterprise administrator'),
  titleField: 'username',
  routes: { list: '/user/enterpriseAdministrator', detail: '/user/enterpriseAdministrator/adminDetail/:id' },
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
    roleId: {
      kind: 'reference',
      reference: 'roles',
      label: l('角色', 'Role'),
      column: true,
      filter: 'eq',
      sameTenant: true,
      help: l(
        '企业的角色之一（如急救编辑）；不选则为企业的管理员角色',
        "One of the company's roles (an ambulance editor, say); left empty, the company's administrator role",
      ),
    },
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
  search: ['username', 'realName', 'phone'],
  defaultSort: '-createdAt',
  access: PLATFORM_ACCESS,
  unique: [{ fields: ['username'], message: 'error.accountExists', global: true }],
});
