import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { translate } from '@console/contract/i18n/messages';
import { bedDefinition } from '@console/contract/resources/beds';
import { idParamSchema } from '@console/contract/resources/identity';
import { fhirBundleSchema, type FhirBundle } from '@console/contract/resources/medical-records';
import { patientDefinition } from '@console/contract/resources/patients';
import {
  VITAL_KEYS,
  VITALS_OBSERVATION_PAGE,
  vitalsExportQuerySchema,
  vitalsObservationsQuerySchema,
  vitalsQuerySchema,
  vitalsSeriesSchema,
} from '@console/contract/vitals';
import { sendTable } from '../../engine/export';
import { findRow } from '../../engine/service';
import { requestLanguage } from '../../platform/language';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { bedResource } from '../beds/resource';
import { patientResource } from '../patients/resource';
import { PATIENT_EXPORT, recordPatientAccess } from '../patients/service';
import { observationsOf, searchBundle } from './fhir';
import { limitsAtBed, samplesPage, vitalsSeries, type SampleRow, type VitalsSubject } from './service';

const EXPORT_BATCH = 2000;

/**
 * The vitals store's reads: a bed's or patient's series downsampled for charts, the raw export
 * and FHIR R4 Observations (the writer and the partition job are in plugin.ts).
 */
const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const seriesResponse = { 200: envelopeSchema(vitalsSeriesSchema) };
  const subjects = [
    { key: 'beds', resource: bedResource, access: bedDefinition.access, tags: ['beds'] },
    { key: 'patients', resource: patientResource, access: patientDefinition.access, tags: ['patients'] },
  ] as const;
  for (const { key, resource, access, tags } of subjects) {
    app.get(
      `${PATHS.resource(key)}/:id/vitals`,
      {
        config: { access: access.view },
        schema: {
          tags,
          summary: `Vitals of the ${key === 'beds' ? 'bed' : 'patient'} over [from, to), each series downsampled (LTTB) to at most \`points\``,
          params: idParamSchema,
          querystring: vitalsQuerySchema,
          response: seriesResponse,
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const { from, to, points } = request.query;
        return ok(
          await app.inTenant(caller, async (tx) => {
            const row = await findRow(tx, caller, resource, request.params.id);
            const customerId = row.customerId as number;
            const subject: VitalsSubject =
              key === 'beds' ? { customerId, bedId: row.id } : { customerId, patientId: row.id };
            const bedId = key === 'beds' ? row.id : ((row.bedId as number | null | undefined) ?? null);
            const series = await vitalsSeries(tx, subject, {
              from: new Date(from),
              to: new Date(to),
              points,
            });
            return { ...series, limits: await limitsAtBed(tx, customerId, bedId) };
          }),
        );
      },
    );
  }

  const patientsBase = PATHS.resource('patients');
  const patientAccess = patientDefinition.access;

  app.get(
    `${patientsBase}/:id/vitals/export`,
    {
      config: { access: patientAccess.export ?? patientAccess.view },
      schema: {
        tags: ['patients'],
        summary: "The patient's raw vital samples over [from, to) as CSV or XLSX, streamed",
        params: idParamSchema,
        querystring: vitalsExportQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { from, to, format } = request.query;
      const lang = requestLanguage(request.headers['accept-language']);
      const patient = await app.inTenant(caller, async (tx) => {
        const row = await findRow(tx, caller, patientResource, request.params.id);
        await recordPatientAccess(tx, caller, PATIENT_EXPORT, [row]);
        return row;
      });
      const subject: VitalsSubject = { customerId: patient.customerId as number, patientId: patient.id };
      const range = { from: new Date(from), to: new Date(to) };
      // One short transaction per batch (a long export must not hold one open), by keyset.
      async function* cells() {
        let after: SampleRow | undefined;
        for (;;) {
          const rows = await app.inTenant(caller, (tx) =>
            samplesPage(tx, subject, range, EXPORT_BATCH, after),
          );
          if (rows.length === 0) return;
          yield rows.map((row) => [
            row.at.toISOString(),
            ...VITAL_KEYS.map((k) => row[k] ?? ''),
            row.extra ? JSON.stringify(row.extra) : '',
          ]);
          after = rows[rows.length - 1];
          if (rows.length < EXPORT_BATCH) return;
        }
      }
      return sendTable(reply, {
        format,
        filename: `vitals-${patient.hospitalNumber as string}-${from.slice(0, 10)}`,
        sheet: translate('vitals.sheet', lang),
        header: [
          translate('vitals.column.at', lang),
          ...VITAL_KEYS.map((k) => translate(`vitals.column.${k}`, lang)),
          translate('vitals.column.extra', lang),
        ],
        batches: cells(),
      });
    },
  );

  app.get(
    `${patientsBase}/:id/observations`,
    {
      config: { access: patientAccess.export ?? patientAccess.view },
      schema: {
        tags: ['patients'],
        summary:
          "The patient's vitals over [from, to) as a FHIR R4 searchset Bundle of vital-sign Observations, paged by `cursor`",
        params: idParamSchema,
        querystring: vitalsObservationsQuerySchema,
        response: { 200: envelopeSchema(fhirBundleSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { from, to, cursor } = request.query;
      const [ms, terminal] = cursor ? cursor.split('.').map(Number) : [];
      return ok(
        await app.inTenant(caller, async (tx) => {
          const patient = await findRow(tx, caller, patientResource, request.params.id);
          await recordPatientAccess(tx, caller, PATIENT_EXPORT, [patient]);
          const rows = await samplesPage(
            tx,
            { customerId: patient.customerId as number, patientId: patient.id },
            { from: new Date(from), to: new Date(to) },
            VITALS_OBSERVATION_PAGE + 1,
            cursor ? { at: new Date(ms!), deviceAccountId: terminal! } : undefined,
          );
          const page = rows.slice(0, VITALS_OBSERVATION_PAGE);
          const url = (c?: string) => {
            const q = new URLSearchParams({ from, to, ...(c ? { cursor: c } : {}) });
            return `${request.url.split('?')[0]}?${q.toString()}`;
          };
          const last = page[page.length - 1];
          return searchBundle(
            url(cursor),
            page.flatMap((sample) => observationsOf(sample, patient.id)),
            rows.length > VITALS_OBSERVATION_PAGE && last
              ? url(`${last.at.getTime()}.${last.deviceAccountId}`)
              : undefined,
          ) as FhirBundle;
        }),
      );
    },
  );
};

export default vitalsRoutes;
