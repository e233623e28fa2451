import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATHS } from '@console/contract';
import type { Language } from '@console/contract/constants';
import { translate } from '@console/contract/i18n/messages';
import {
  qcStatisticsTaskDefinition,
  type QcFigures,
  type QcResult,
} from '@console/contract/resources/qc-statistics';
import { idParamSchema } from '@console/contract/resources/identity';
import { exportQuerySchema, sendTable } from '../../engine/export';
import { findRow } from '../../engine/service';
import { Conflict } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { callerOf } from '../../platform/session';
import { qcStatisticsTaskResource } from './resource';
import { JOB_QC_STATISTICS, runQcTask } from './service';

const COLUMNS = [
  'ward',
  'warning',
  'alarm',
  'bedDays',
  'alarmsPerBedDay',
  'ackMedianSeconds',
  'ackP90Seconds',
  'audited',
  'falseCount',
  'falseShare',
  'coverage',
] as const;

function cells(ward: string, f: QcFigures): unknown[] {
  return [
    ward,
    f.alarms.warning,
    f.alarms.alarm,
    f.bedDays,
    f.alarmsPerBedDay ?? '',
    f.ackMedianSeconds ?? '',
    f.ackP90Seconds ?? '',
    f.audited,
    f.falseCount,
    f.falseShare ?? '',
    f.coverage ?? '',
  ];
}

/** The result as rows: one per ward, then the total, then the indicators' table under its own header. */
export function resultTable(result: QcResult, lang: Language) {
  const header = COLUMNS.map((c) => translate(`qc.column.${c}`, lang));
  const rows: unknown[][] = [
    ...result.wards.map((w) => cells(w.wardName, w)),
    cells(translate('qc.total', lang), result.total),
    [],
    [
      translate('qc.column.indicator', lang),
      translate('qc.column.alarms', lang),
      translate('qc.column.audited', lang),
      translate('qc.column.falseCount', lang),
      translate('qc.column.falseShare', lang),
      translate('qc.column.suggestion', lang),
    ],
    ...result.indicators.map((i) => [
      i.name,
      i.alarms,
      i.audited,
      i.falseCount,
      i.falseShare ?? '',
      i.suggestion
        ? translate('qc.suggestion', lang, {
            limit: translate(`qc.limit.${i.suggestion.limit}`, lang),
            from: i.suggestion.from,
            to: i.suggestion.to,
          })
        : '',
    ]),
  ];
  return { header, rows };
}

/** The counting job, and the export of a complete task's result (CSV or XLSX in the caller's language). */
const qcStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.handle(JOB_QC_STATISTICS, z.object({ taskId: z.number().int().positive() }), ({ taskId }) =>
    runQcTask(app.db, taskId),
  );
  const resource = qcStatisticsTaskResource({ now: () => app.jobs.now() });
  const access = qcStatisticsTaskDefinition.access;
  app.get(
    `${PATHS.resource('qcStatisticsTasks')}/:id/result/export`,
    {
      config: { access: access.export ?? access.view },
      schema: {
        tags: ['qcStatisticsTasks'],
        summary: "A complete task's result as CSV or XLSX, titled in the caller's language",
        params: idParamSchema,
        querystring: exportQuerySchema,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const lang = requestLanguage(request.headers['accept-language']);
      const row = await app.inTenant(caller, (tx) => findRow(tx, caller, resource, request.params.id));
      if (row.state !== 'complete' || !row.result) throw Conflict('error.qcTaskNotComplete');
      const { header, rows } = resultTable(row.result as QcResult, lang);
      async function* batches() {
        yield rows;
      }
      return sendTable(reply, {
        format: request.query.format,
        filename: `qc-statistics-${row.id}`,
        sheet: translate('qc.sheet', lang),
        header,
        batches: batches(),
      });
    },
  );
};

export default qcStatisticsRoutes;
