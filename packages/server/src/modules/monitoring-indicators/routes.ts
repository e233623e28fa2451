import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS, envelopeSchema } from '@console/contract';
import { idParamSchema } from '@console/contract/resources/identity';
import {
  effectiveThresholdsSchema,
  indicatorThresholdDefinition,
} from '@console/contract/resources/indicator-thresholds';
import { deletionCountsSchema } from '@console/contract/resources/medical-records';
import { monitoringIndicatorDefinition } from '@console/contract/resources/monitoring-indicators';
import { findRow } from '../../engine/service';
import { ok } from '../../platform/reply';
import { callerOf } from '../../platform/session';
import { bedResource } from '../beds/resource';
import { effectiveThresholds } from '../indicator-thresholds/service';
import { indicatorThresholds } from '../indicator-thresholds/tables';
import { wardResource } from '../wards/resource';
import { monitoringIndicatorResource } from './resource';

/**
 * Intensive-care configuration beyond CRUD: what deleting an indicator takes with it (for the
 * confirmation), and the limits in force at a ward or a bed per indicator (the settings tabs).
 */
const monitoringIndicatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${PATHS.resource('monitoringIndicators')}/:id/deletion`,
    {
      config: { access: monitoringIndicatorDefinition.access.delete },
      schema: {
        tags: ['monitoringIndicators'],
        summary: 'What deleting the indicator removes (its ward and bed thresholds)',
        params: idParamSchema,
        response: { 200: envelopeSchema(deletionCountsSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const row = await findRow(tx, caller, monitoringIndicatorResource, request.params.id);
          const [thresholds] = await tx
            .select({ n: count() })
            .from(indicatorThresholds)
            .where(
              and(
                eq(indicatorThresholds.customerId, row.customerId as number),
                eq(indicatorThresholds.indicatorId, row.id),
              ),
            );
          const n = thresholds?.n ?? 0;
          const counts: Record<string, number> = n > 0 ? { indicatorThresholds: n } : {};
          return { counts };
        }),
      );
    },
  );

  const view = indicatorThresholdDefinition.access.view;
  app.get(
    `${PATHS.resource('wards')}/:id/thresholds`,
    {
      config: { access: view },
      schema: {
        tags: ['indicatorThresholds'],
        summary: "The ward's limits per indicator: the indicator's defaults and the ward's own",
        params: idParamSchema,
        response: { 200: envelopeSchema(effectiveThresholdsSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const ward = await findRow(tx, caller, wardResource, request.params.id);
          return effectiveThresholds(tx, ward.customerId as number, ward.id, null);
        }),
      );
    },
  );

  app.get(
    `${PATHS.resource('beds')}/:id/thresholds`,
    {
      config: { access: view },
      schema: {
        tags: ['indicatorThresholds'],
        summary: "The limits in force at the bed per indicator: inherited (indicator, ward) or the bed's own",
        params: idParamSchema,
        response: { 200: envelopeSchema(effectiveThresholdsSchema) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return ok(
        await app.inTenant(caller, async (tx) => {
          const bed = await findRow(tx, caller, bedResource, request.params.id);
          return effectiveThresholds(tx, bed.customerId as number, bed.wardId as number, bed.id);
        }),
      );
    },
  );
};

export default monitoringIndicatorRoutes;
