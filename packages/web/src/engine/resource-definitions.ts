import type { AnyDefinition, AnyResource } from './types';

/**
 * The contract's resources, found by globbing it rather than listed by hand (a new entity needs no
 * line here). Descriptions (`…/resources/descriptions/<file>`, no zod) and definitions
 * (`…/resources/<file>`, with the zod schemas) share a file name; each module is its own chunk.
 */
const DESCRIPTIONS = import.meta.glob<Record<string, unknown>>(
  '../../../contract/src/resources/descriptions/*.ts',
);
const DEFINITIONS = import.meta.glob<Record<string, unknown>>('../../../contract/src/resources/*.ts');
const definitionPath = (file: string) => `../../../contract/src/resources/${file}`;

const isResource = (value: unknown): value is AnyResource =>
  typeof value === 'object' && value !== null && 'key' in value && 'fieldNames' in value;

export interface DescribedResource {
  /** The module's file name (`device-groups.ts`), the same for its description and definition. */
  file: string;
  description: AnyResource;
}

let described: Promise<DescribedResource[]> | undefined;

/**
 * Every description of the contract with its file: loaded once, when a form or a generic page
 * first needs them (a few KB, none of zod). A failed load is tried again on the next call.
 */
export function contractResources(): Promise<DescribedResource[]> {
  described ??= Promise.all(
    Object.entries(DESCRIPTIONS).map(async ([path, load]) =>
      Object.values(await load())
        .filter(isResource)
        .map((description) => ({ file: path.slice(path.lastIndexOf('/') + 1), description })),
    ),
  )
    .then((modules) => modules.flat())
    .catch((error: unknown) => {
      described = undefined;
      throw error;
    });
  return described;
}

/** {@link contractResources} as a query: they never change while the console runs. */
export const contractResourcesQuery = {
  queryKey: ['contract-resources'],
  queryFn: contractResources,
  staleTime: Infinity,
};

/** The definition with the description's key, from the definition module of the same file. */
async function definitionOf(key: string): Promise<AnyDefinition> {
  const found = (await contractResources()).find((entry) => entry.description.key === key);
  const load = found && DEFINITIONS[definitionPath(found.file)];
  const definition =
    load &&
    Object.values(await load()).find((value) => isResource(value) && value.key === key && hasSchemas(value));
  if (!definition) throw new Error(`No definition for resource "${key}"`);
  return definition as AnyDefinition;
}

const loaded = new Map<string, Promise<AnyDefinition>>();

export function hasSchemas(resource: AnyResource): resource is AnyDefinition {
  return 'schemas' in resource;
}

/**
 * The definition of a resource: itself when it already carries its schemas, otherwise its
 * definition module, loaded once (a failed load is tried again on the next call).
 */
export function loadDefinition(resource: AnyResource): Promise<AnyDefinition> {
  if (hasSchemas(resource)) return Promise.resolve(resource);
  const cached = loaded.get(resource.key);
  if (cached) return cached;
  const promise = definitionOf(resource.key).catch((error: unknown) => {
    loaded.delete(resource.key);
    throw error;
  });
  loaded.set(resource.key, promise);
  return promise;
}
