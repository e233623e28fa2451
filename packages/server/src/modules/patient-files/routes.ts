import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PATHS } from '@console/contract';
import { idParamSchema } from '@console/contract/resources/identity';
import { patientFileDefinition } from '@console/contract/resources/patient-files';
import { findRow } from '../../engine/service';
import { NotFound } from '../../platform/errors';
import { callerOf } from '../../platform/session';
import { CONTENT_TYPES, type FileStore } from '../uploads/storage';
import { patientFileResource } from './resource';

/**
 * `GET patientFiles/{id}/content`: a patient's file, to the staff of its company only (the tenant
 * wall of the row, the resource's view access). Never cached by a shared cache; opened inline,
 * in a sandbox, with the stored type.
 */
const patientFileRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  const resource = patientFileResource({ files: store });
  app.get(
    `${PATHS.resource('patientFiles')}/:id/content`,
    {
      config: { access: patientFileDefinition.access.view },
      schema: {
        tags: ['patientFiles'],
        summary: "A patient file's content (PDF, PNG or JPG), behind the session",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const row = await app.inTenant(caller, (tx) => findRow(tx, caller, resource, request.params.id));
      const ref = store.parseUrl(String(row.file));
      if (!ref || ref.customerId !== row.customerId || ref.purpose !== 'patientFile') throw NotFound();
      const file = store.pathOf(ref);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw NotFound();
      const extension = ref.name.slice(ref.name.lastIndexOf('.') + 1);
      return reply
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', stat.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header(
          'content-disposition',
          `inline; filename*=UTF-8''${encodeURIComponent(`${String(row.title)}.${extension}`)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(file));
    },
  );
};

export default patientFileRoutes;
