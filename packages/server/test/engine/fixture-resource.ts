import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { CUSTOMER_ADMIN_ACCESS, defineResource, describeResource } from '@console/contract/resources/define';
import { engineResource } from '../../src/engine/resource';
import { tenantPolicy } from '../../src/db/tenancy';

/** A plain entity: a definition and a table, nothing else (issue: resource engine). */
export const thingDefinition = defineResource(
  describeResource({
    key: 'things',
    scope: 'tenant',
    title: { zh: '物品', en: 'Thing' },
    titleField: 'name',
    fields: {
      name: { kind: 'text', label: { zh: '名称', en: 'Name' }, column: true, sortable: true, filter: 'like' },
      code: { kind: 'text', label: { zh: '编码', en: 'Code' }, column: true, createOnly: true },
      kind: {
        kind: 'select',
        label: { zh: '类型', en: 'Kind' },
        options: ['small', 'large'],
        optionLabels: { small: { zh: '小件', en: 'Small item' }, large: { zh: '大件', en: 'Large item' } },
        column: true,
        filter: 'eq',
      },
      amount: { kind: 'number', label: { zh: '数量', en: 'Amount' }, column: true, sortable: true },
      active: { kind: 'switch', label: { zh: '启用', en: 'Active' }, column: true, filter: 'eq' },
      secret: { kind: 'password', label: { zh: '口令', en: 'Secret' }, writeOnly: true },
      secretAgain: { kind: 'password', label: { zh: '确认口令', en: 'Secret again' }, virtual: true },
    },
    search: ['name', 'code'],
    defaultSort: 'name',
    access: { view: 'signedIn', create: 'customerAdmin', update: 'customerAdmin', delete: 'customerAdmin' },
    unique: [{ fields: ['code'], message: 'error.accountExists' }],
    transitions: { deactivate: { field: 'active', from: [true], to: false } },
  }),
  {
    shape: {
      name: z
        .string({ error: 'validation.required' })
        .trim()
        .min(1, { error: 'validation.required' })
        .max(20, { error: 'validation.max' }),
      code: z.string({ error: 'validation.required' }).regex(/^[A-Z]{3}$/, { error: 'validation.invalid' }),
      kind: z.enum(['small', 'large'], { error: 'validation.enum' }),
      amount: z
        .number({ error: 'validation.invalidType' })
        .int({ error: 'validation.integer' })
        .min(0, { error: 'validation.min' })
        .default(0),
      active: z.boolean().default(true),
      secret: z.string().min(6, { error: 'validation.passwordMin6' }).optional(),
      secretAgain: z.string().optional(),
    },
    refine: (value, ctx) => {
      if (value.secret !== undefined && value.secret !== value.secretAgain) {
        ctx.addIssue({ code: 'custom', path: ['secretAgain'], message: 'validation.passwordsDiffer' });
      }
    },
  },
);

export const things = pgTable(
  'fixture_things',
  {
    id: serial().primaryKey(),
    customerId: integer().notNull(),
    name: varchar({ length: 20 }).notNull(),
    code: varchar({ length: 3 }).notNull(),
    kind: varchar({ length: 8 }).notNull(),
    amount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    secret: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantPolicy('fixture_things')],
);

/** The table the fixture needs, as its migration would create it (one statement each). */
export const FIXTURE_SQL = [
  sql`create table fixture_things (
    id serial primary key, customer_id integer not null, name varchar(20) not null, code varchar(3) not null,
    kind varchar(8) not null, amount integer not null default 0, active boolean not null default true,
    secret varchar(64), created_at timestamptz not null default now(), updated_at timestamptz not null default now())`,
  sql`alter table fixture_things enable row level security`,
  sql`create policy fixture_things_tenant_isolation on fixture_things for all to public
    using (app_tenant_visible(customer_id)) with check (app_tenant_visible(customer_id))`,
];

export const thingResource = engineResource(thingDefinition, things);

/** A plain entity that names things: one (`thingId`) and a list (`thingIds`), both of its tenant. */
export const partDefinition = defineResource(
  describeResource({
    key: 'parts',
    scope: 'tenant',
    title: { zh: '部件', en: 'Part' },
    titleField: 'name',
    fields: {
      name: { kind: 'text', label: { zh: '名称', en: 'Name' }, column: true },
      thingId: {
        kind: 'reference',
        reference: 'things',
        sameTenant: true,
        label: { zh: '物品', en: 'Thing' },
        column: true,
      },
      thingIds: {
        kind: 'reference',
        reference: 'things',
        multiple: true,
        sameTenant: true,
        label: { zh: '物品列表', en: 'Things' },
        column: true,
      },
    },
    access: CUSTOMER_ADMIN_ACCESS,
  }),
  {
    shape: {
      name: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
      thingId: z.number({ error: 'validation.invalidType' }).int().optional(),
      thingIds: z.array(z.number().int(), { error: 'validation.invalidType' }).optional(),
    },
  },
);

export const parts = pgTable(
  'fixture_parts',
  {
    id: serial().primaryKey(),
    customerId: integer().notNull(),
    name: varchar({ length: 20 }).notNull(),
    thingId: integer(),
    thingIds: integer().array(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantPolicy('fixture_parts')],
);

export const PARTS_SQL = [
  sql`create table fixture_parts (
    id serial primary key, customer_id integer not null, name varchar(20) not null, thing_id integer,
    thing_ids integer[], created_at timestamptz not null default now(), updated_at timestamptz not null default now())`,
  sql`alter table fixture_parts enable row level security`,
  sql`create policy fixture_parts_tenant_isolation on fixture_parts for all to public
    using (app_tenant_visible(customer_id)) with check (app_tenant_visible(customer_id))`,
];

export const partResource = engineResource(partDefinition, parts);
