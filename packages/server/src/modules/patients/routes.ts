import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { fhirBundleSchema } from '@console/contract/resources/medical-records';
import { patientBedBodySchema, patientDefinition } from '@console/contract/resources/patients';
import { idParamSchema } from '@console/contract/resources/identity';
import type { Tx } from '../../db/client';
import type { Row } from '../../engine/resource';
import { findRow, present } from '../../engine/service';
import type { Caller } from '../../platform/caller';
import { ok } from '../../platform/reply';
import { requestLanguage } from '../../platform/language';
import { translate } from '@console/contract/i18n/messages';
import { callerOf } from '../../platform/session';
import { beds } from '../beds/tables';
import { wards } from '../wards/tables';
import { bedLocation, bundle, encounterResource, patientResource as fhirPatient, wardLocation } from './fhir';
import { patientResource } from './resource';
import { visitEvent, type Visit } from '../visits/service';
import { admit, discharge, masked, PATIENT_EXPORT, recordPatientAccess, transfer } from './service';

const tags = ['patients'];
const base = PATHS.resource('patients');
const access = patientDefinition.access;
const itemSchema = patientDefinition.schemas.item.passthrough();
const item = envelopeSchema(itemSchema);

/**
 * Admission, transfer and discharge (HL7 ADT A01/A02/A03 style) as server actions, and the
 * patient's FHIR R4 record. Each is logged; the FHIR read counts as an export of the record.
 */
const patientRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer of an action: the row as lists show it (masked); the action itself is in the log.
  const answer = async (caller: Caller, run: (tx: Tx) => Promise<Row>) =>
    ok(
      await app.inTenant(
        caller,
        async (tx) => masked(present(patientResource, await run(tx))) as z.infer<typeof itemSchema>,
      ),
    );

  // Admission and transfer take the same body: the free bed the patient goes to.
  const bedMoves = [
    { action: 'admit', move: admit, summary: 'Admit a patient to a free bed' },
    { action: 'transfer', move: transfer, summary: 'Move an admitted patient to another free bed' },
  ] as const;
  for (const { action, move, summary } of bedMoves) {
    app.post(
      `${base}/:id/${action}`,
      {
        config: { access: access.update },
        schema: { tags, summary, params: idParamSchema, body: patientBedBodySchema, response: { 200: item } },
      },
      async (request) => {
        const caller = callerOf(request);
        return answer(caller, (tx) =>
          move(tx, caller, patientResource, request.params.id, request.body.bedId),
        );
      },
    );
  }

  app.post(
    `${base}/:id/discharge`,
    {
      config: { access: access.update },
      schema: {
        tags,
        summary:
          "Discharge an admitted patient (frees the bed, cancels the patient's visits not yet started)",
        params: idParamSchema,
        response: { 200: item },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const reason = translate(
        'visit.cancelledByDischarge',
        requestLanguage(request.headers['accept-language']),
      );
      let cancelled: Visit[] = [];
      const reply = await answer(caller, async (tx) => {
        const done = await discharge(tx, caller, patientResource, request.params.id, {
          now: app.jobs.now(),
          reason,
        });
        cancelled = done.cancelledVisits;
        return done.row;
      });
      // Told once the discharge has committed: the visit lists drop the cancelled bookings live.
      for (const visit of cancelled) app.realtime.publish(visitEvent(visit));
      return reply;
    },
  );

  app.get(
    `${base}/:id/fhir`,
    {
      config: { access: access.export ?? access.view },
      schema: {
        tags,
        summary: 'The patient as FHIR R4: Patient, Encounter (admission) and the bed and ward Locations',
        params: idParamSchema,
        response: { 200: envelopeSchema(fhirBundleSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const patient = await findRow(tx, caller, patientResource, request.params.id);
          await recordPatientAccess(tx, caller, PATIENT_EXPORT, [patient]);
          const [bed] =
            typeof patient.bedId === 'number'
              ? await tx.select().from(beds).where(eq(beds.id, patient.bedId))
              : [];
          const [ward] = bed ? await tx.select().from(wards).where(eq(wards.id, bed.wardId)) : [];
          return bundle([
            fhirPatient(patient),
            encounterResource(patient, bed),
            ...(bed ? [bedLocation(bed, true)] : []),
            ...(ward ? [wardLocation(ward)] : []),
          ]) as z.infer<typeof fhirBundleSchema>;
        }),
      );
    },
  );
};

export default patientRoutes;
