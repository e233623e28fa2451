import { describe, expect, it } from 'vitest';
import { contractResources, loadDefinition } from '../resource-definitions';
import type { AnyDefinition } from '../types';

/** Every definition and description of the contract, by module. */
const definitionModules = import.meta.glob<Record<string, unknown>>(
  '../../../../contract/src/resources/*.ts',
  { eager: true },
);
const descriptionModules = import.meta.glob<Record<string, unknown>>(
  '../../../../contract/src/resources/descriptions/*.ts',
  { eager: true },
);
const exported = (modules: Record<string, Record<string, unknown>>, suffix: string) =>
  Object.values(modules).flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith(suffix))
      .map(([, value]) => value as AnyDefinition),
  );

describe('loadDefinition', () => {
  const definitions = exported(definitionModules, 'Definition');
  const descriptions = exported(descriptionModules, 'Description');

  it('finds the description of every definition of the contract, and no other', async () => {
    expect(definitions.length).toBeGreaterThan(10);
    const found = (await contractResources()).map((entry) => entry.description.key);
    expect(found.sort()).toEqual(definitions.map((d) => d.key).sort());
  });

  it('refuses a resource the contract does not have', async () => {
    await expect(loadDefinition({ ...descriptions[0]!, key: 'nothing' })).rejects.toThrow(
      'No definition for resource "nothing"',
    );
  });

  it('loads the definition made from each description (with its zod schemas)', async () => {
    expect(descriptions.length).toBe(definitions.length);
    for (const description of descriptions) {
      expect('schemas' in description).toBe(false);
      const definition = await loadDefinition(description);
      expect(definition.key).toBe(description.key);
      expect(definition.fields).toBe(description.fields);
      expect(definition.schemas.create).toBeDefined();
    }
  });

  it('returns a definition that already has its schemas as it is', async () => {
    const [definition] = definitions;
    await expect(loadDefinition(definition!)).resolves.toBe(definition);
  });
});
