import { describe, expect, it } from 'vitest';
import type { FieldMeta } from '@console/contract/resources/define';
import { importedChoice } from '../../src/engine/labels';

const tags: FieldMeta = {
  kind: 'tags',
  label: { zh: '数据类型', en: 'Data types' },
  options: ['visits', 'notices'],
  optionLabels: { visits: { zh: '探视', en: 'Visits' }, notices: { zh: '家属通知', en: 'Family notices' } },
};

describe('importedChoice', () => {
  // A tags cell recursed into itself for ever (a 500 on every import of a resource with tags).
  it('reads a tags cell as its items, by value or by label in either language', () => {
    expect(importedChoice(tags, 'notices')).toEqual(['notices']);
    expect(importedChoice(tags, '探视，Family notices')).toEqual(['visits', 'notices']);
    expect(importedChoice(tags, '["visits"]')).toEqual(['visits']);
  });
});
