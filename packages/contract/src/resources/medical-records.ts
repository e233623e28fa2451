import { z } from 'zod';

/**
 * Answers of the base medical routes beyond the engine's CRUD: the deletion preview of a ward or
 * a bed, a ward's bed grid, and FHIR R4 documents (kept as JSON objects; the tests validate them
 * against the FHIR R4 JSON schema).
 */

/** What deleting a ward or bed takes with it, by kind (`beds`, `collectionBoxes`, `patients`...). */
export const deletionCountsSchema = z.object({ counts: z.record(z.string(), z.number().int()) });
export type DeletionCounts = z.infer<typeof deletionCountsSchema>;

export const bedGridCellSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  code: z.string(),
  name: z.string(),
  mapX: z.number().int().nullable(),
  mapY: z.number().int().nullable(),
  patient: z
    .object({
      id: z.number().int(),
      name: z.string(),
      sex: z.string(),
      age: z.number().int(),
      hospitalNumber: z.string(),
      admittedAt: z.string().nullable(),
      visitAllowed: z.boolean(),
    })
    .nullable(),
  devices: z.array(z.object({ id: z.number().int(), name: z.string(), online: z.boolean() })),
  collectionBoxes: z.number().int(),
});
export type BedGridCell = z.infer<typeof bedGridCellSchema>;

export const bedGridSchema = z.object({
  ward: z.object({ id: z.number().int(), name: z.string(), code: z.string(), bedCount: z.number().int() }),
  beds: z.array(bedGridCellSchema),
});
export type BedGrid = z.infer<typeof bedGridSchema>;

/** A FHIR R4 Bundle (type collection). */
export const fhirBundleSchema = z
  .object({
    resourceType: z.literal('Bundle'),
    type: z.string(),
    entry: z.array(z.object({ resource: z.record(z.string(), z.unknown()) })),
  })
  .passthrough();
export type FhirBundle = z.infer<typeof fhirBundleSchema>;
