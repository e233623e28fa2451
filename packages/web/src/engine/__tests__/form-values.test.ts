import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../fields';
import {
  clearedValue,
  createDefaults,
  createPayload,
  editValues,
  isRequired,
  updatePayload,
} from '../form-values';
import { gadget, gadgetDefinition } from './fixture';

const fields = fieldsOf(gadgetDefinition);

describe('form values', () => {
  it('starts a new row from the schema defaults and the caller’s values', () => {
    expect(createDefaults(gadgetDefinition, fields, { kind: 'small' })).toEqual({
      count: 1,
      enabled: true,
      kind: 'small',
    });
  });

  it('knows which fields are required', () => {
    expect(
      ['name', 'code', 'kind', 'count', 'phone', 'secret'].map((n) => isRequired(gadgetDefinition, n)),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('edits a row without its create-only and write-only fields, nulls as empty', () => {
    const values = editValues(gadget(2, { secret: 'never returned' }), fields);
    expect(values).toEqual({ name: 'gadget-2', kind: 'large', count: 20, enabled: false });
  });

  it('sends only changes, write-only fields when filled, and clears optional text with an empty string', () => {
    const row = gadget(2, { note: 'n', phone: '13800000000' });
    const initial = editValues(row, fields);
    const payload = updatePayload(gadgetDefinition, fields, initial, {
      ...initial,
      name: 'renamed',
      note: undefined,
      phone: undefined,
      secret: undefined,
      code: 'ignored',
    });
    // phone cannot be emptied (its pattern refuses ''), so it is left out; the form says why
    expect(payload).toEqual({ name: 'renamed', note: '' });
    expect(clearedValue(gadgetDefinition, 'phone')).toBeUndefined();
    expect(createPayload({ name: 'a', note: undefined, phone: '' })).toEqual({ name: 'a' });
  });
});
