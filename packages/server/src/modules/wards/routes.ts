import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { idParamSchema } from '@console/contract/resources/identity';
import {
  bedGridSchema,
  deletionCountsSchema,
  fhirBundleSchema,
  type BedGrid,
  type FhirBundle,
} from '@console/contract/resources/medical-records';
import { wardDefinition } from '@console/contract/resources/wards';
import { findRow } from '../../engine/service';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { bedResource } from '../beds/resource';
import { beds } from '../beds/tables';
import { collectionBoxes } from '../collection-boxes/tables';
import { deviceAccounts } from '../device-accounts/tables';
import { bedLocation, bundle, wardLocation } from '../patients/fhir';
import { patients } from '../patients/tables';
import { wardResource } from './resource';
import { deletionCounts } from './service';

const access = wardDefinition.access;

/**
 * Ward and bed routes beyond CRUD: what a deletion takes with it (for the confirmation), the bed
 * grid of a ward (occupancy, patient, bound devices), and the ward as FHIR R4 Locations.
 */
const wardRoutes: FastifyPluginAsyncZod = async (app) => {
  // What a deletion takes with it, asked by the confirmation before a ward or a bed goes.
  const deletions = [
    {
      key: 'wards',
      kind: 'ward',
      resource: wardResource,
      summary: 'What deleting the ward removes (beds, collection boxes) or releases (patients)',
    },
    {
      key: 'beds',
      kind: 'bed',
      resource: bedResource,
      summary: 'What deleting the bed unbinds (collection boxes) or releases (its patient)',
    },
  ] as const;
  for (const { key, kind, resource, summary } of deletions) {
    app.get(
      `${PATHS.resource(key)}/:id/deletion`,
      {
        config: { access: access.delete },
        schema: {
          tags: [key],
          summary,
          params: idParamSchema,
          response: { 200: envelopeSchema(deletionCountsSchema) },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        return ok(
          await app.inTenant(caller, async (tx) => {
            const row = await findRow(tx, caller, resource, request.params.id);
            return { counts: await deletionCounts(tx, kind, row.customerId as number, row.id) };
          }),
        );
      },
    );
  }

  app.get(
    `${PATHS.resource('wards')}/:id/bed-grid`,
    {
      config: { access: access.view },
      schema: {
        tags: ['wards'],
        summary: "The ward's beds with their patient, bound devices and collection boxes",
        params: idParamSchema,
        response: { 200: envelopeSchema(bedGridSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx): Promise<BedGrid> => {
          const ward = await findRow(tx, caller, wardResource, request.params.id);
          const customerId = ward.customerId as number;
          const rows = await tx
            .select()
            .from(beds)
            .where(and(eq(beds.customerId, customerId), eq(beds.wardId, ward.id)))
            .orderBy(asc(beds.number));
          const bedIds = rows.map((bed) => bed.id);
          const deviceIds = [...new Set(rows.flatMap((bed) => bed.deviceAccountIds))];
          const [occupants, devices, boxes] = bedIds.length
            ? await Promise.all([
                tx
                  .select()
                  .from(patients)
                  .where(and(eq(patients.customerId, customerId), inArray(patients.bedId, bedIds))),
                deviceIds.length
                  ? tx
                      .select({
                        id: deviceAccounts.id,
                        name: deviceAccounts.name,
                        online: deviceAccounts.online,
                      })
                      .from(deviceAccounts)
                      .where(
                        and(eq(deviceAccounts.customerId, customerId), inArray(deviceAccounts.id, deviceIds)),
                      )
                  : Promise.resolve([]),
                tx
                  .select({ bedId: collectionBoxes.bedId, n: count() })
                  .from(collectionBoxes)
                  .where(
                    and(eq(collectionBoxes.customerId, customerId), inArray(collectionBoxes.bedId, bedIds)),
                  )
                  .groupBy(collectionBoxes.bedId),
              ])
            : [[], [], []];
          const byBed = new Map(occupants.map((patient) => [patient.bedId, patient]));
          const deviceById = new Map(devices.map((device) => [device.id, device]));
          const boxCount = new Map(boxes.map((box) => [box.bedId, box.n]));
          return {
            ward: {
              id: ward.id,
              name: String(ward.name),
              code: String(ward.code),
              bedCount: Number(ward.bedCount),
            },
            beds: rows.map((bed) => {
              const patient = byBed.get(bed.id);
              return {
                id: bed.id,
                number: bed.number,
                code: bed.code,
                name: bed.name,
                mapX: bed.mapX,
                mapY: bed.mapY,
                patient: patient
                  ? {
                      id: patient.id,
                      name: patient.name,
                      sex: patient.sex,
                      age: patient.age,
                      hospitalNumber: patient.hospitalNumber,
                      admittedAt: patient.admittedAt?.toISOString() ?? null,
                      visitAllowed: patient.visitAllowed,
                    }
                  : null,
                devices: bed.deviceAccountIds.flatMap((id) => {
                  const device = deviceById.get(id);
                  return device ? [{ id: device.id, name: device.name, online: device.online === true }] : [];
                }),
                collectionBoxes: boxCount.get(bed.id) ?? 0,
              };
            }),
          };
        }),
      );
    },
  );

  app.get(
    `${PATHS.resource('wards')}/:id/fhir`,
    {
      config: { access: access.export ?? access.view },
      schema: {
        tags: ['wards'],
        summary: 'The ward and its beds as FHIR R4 Locations',
        params: idParamSchema,
        response: { 200: envelopeSchema(fhirBundleSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const ward = await findRow(tx, caller, wardResource, request.params.id);
          const customerId = ward.customerId as number;
          const rows = await tx
            .select()
            .from(beds)
            .where(and(eq(beds.customerId, customerId), eq(beds.wardId, ward.id)))
            .orderBy(asc(beds.number));
          const occupied = new Set(
            (
              await tx
                .select({ bedId: patients.bedId })
                .from(patients)
                .where(and(eq(patients.customerId, customerId), eq(patients.status, 'admitted')))
            ).map((row) => row.bedId),
          );
          return bundle([
            wardLocation(ward),
            ...rows.map((bed) => bedLocation(bed, occupied.has(bed.id))),
          ]) as FhirBundle;
        }),
      );
    },
  );
};

export default wardRoutes;
