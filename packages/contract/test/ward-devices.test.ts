import { describe, expect, it } from 'vitest';
import { WARD_DEVICE_ROLES, WARD_DEVICE_TYPES, wardDeviceDefinition } from '../src/resources/ward-devices';

const { create, update } = wardDeviceDefinition.schemas;

/** The first issue's message per field, as the server's field map carries them. */
function fieldErrors(input: unknown, schema = create): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('ward devices (SPEC §3 "Device (ward)")', () => {
  it('takes a name, an optional terminal, a type, the ward, an optional bed and a role', () => {
    expect(
      create.parse({
        name: ' 探视室终端 ',
        deviceAccountId: 3,
        type: 'terminal',
        wardId: 1,
        role: 'visitingRoom',
      }),
    ).toEqual({ name: '探视室终端', deviceAccountId: 3, type: 'terminal', wardId: 1, role: 'visitingRoom' });
    expect(create.parse({ name: '摄像头', type: 'camera', wardId: 1, bedId: 4, role: 'ward' })).toEqual({
      name: '摄像头',
      type: 'camera',
      wardId: 1,
      bedId: 4,
      role: 'ward',
    });
  });

  it('says what is missing and what is not one of the options', () => {
    expect(fieldErrors({})).toEqual({
      name: 'validation.required',
      type: 'validation.required',
      wardId: 'validation.required',
      role: 'validation.required',
    });
    expect(fieldErrors({ name: 'x'.repeat(65), type: 'toaster', wardId: 0, role: 'kitchen' })).toEqual({
      name: 'validation.max',
      type: 'validation.enum',
      wardId: 'validation.required',
      role: 'validation.enum',
    });
  });

  it('offers a label in both languages for every type and role', () => {
    const { type, role } = wardDeviceDefinition.fields;
    for (const [meta, options] of [
      [type, WARD_DEVICE_TYPES],
      [role, WARD_DEVICE_ROLES],
    ] as const)
      for (const option of options) {
        const label = meta.optionLabels?.[option];
        expect([Boolean(label?.zh), Boolean(label?.en)]).toEqual([true, true]);
      }
  });

  it('lets an update change one field alone', () => {
    expect(update.parse({ role: 'ward' })).toEqual({ role: 'ward' });
    expect(fieldErrors({ role: 'x' }, update)).toEqual({ role: 'validation.enum' });
  });
});
