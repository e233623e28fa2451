import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES, PLATFORM_ORG_ID } from '@console/contract';
import {
  UPGRADE_TYPE_FILE,
  upgradePackageDefinition,
  upgradePinDefinition,
  type UpgradeFileKind,
  type UpgradePackageType,
} from '@console/contract/resources/upgrade-packages';
import { engineResource } from '../../engine/resource';
import { recordLog } from '../../platform/audit';
import { AppError, BadRequest, Conflict, Forbidden } from '../../platform/errors';
import type { ResourceOptions } from '../../resources';
import type { FileStore } from '../uploads/storage';
import { zipEntryNames, zipKind } from '../uploads/zip';
import { upgradePackages, upgradePins, upgradeRollouts } from './tables';

/** What the stored file is (by its content), how large, and its SHA-256, for the terminals. */
export async function inspectPackageFile(
  files: FileStore,
  url: unknown,
): Promise<{ kind: UpgradeFileKind; size: number; checksum: string } | undefined> {
  if (typeof url !== 'string' || !(await files.holds(url, PLATFORM_ORG_ID, 'upgradePackage')))
    return undefined;
  const ref = files.parseUrl(url)!;
  const file = files.pathOf(ref);
  let kind: UpgradeFileKind = 'json';
  if (ref.name.endsWith('.zip')) {
    const names = await zipEntryNames(file);
    if (!names) return undefined;
    kind = zipKind(names);
  }
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  const { size } = await fs.promises.stat(file);
  return { kind, size, checksum: hash.digest('hex') };
}

/**
 * Upgrade packages: cloud administrators only (SPEC §6). The file must be an upload of the
 * platform for an upgrade package and of the kind the type takes (a terminal's zip, an apk, an
 * ipa, a JSON file list). A new package awaits a second cloud administrator's approval.
 */
export function upgradePackageResource(options: ResourceOptions) {
  return engineResource(upgradePackageDefinition, upgradePackages, {
    async beforeCreate(_tx, caller, values) {
      const found = await inspectPackageFile(options.files, values.file);
      if (!found) throw BadRequest('error.upgradePackageUpload', 'file');
      const type = values.type as UpgradePackageType;
      const wanted = UPGRADE_TYPE_FILE[type];
      if (found.kind !== wanted)
        throw new AppError(ERROR_CODES.validation, 'error.upgradeFileKind', 400, {
          params: { type, kind: wanted },
          fields: { file: 'error.upgradeFileKind' },
        });
      return {
        ...values,
        fileKind: found.kind,
        size: found.size,
        checksum: found.checksum,
        state: 'awaitingApproval',
        uploadedBy: caller.account,
        approvedBy: null,
      };
    },
    async beforeDelete(tx, _caller, row) {
      const [active] = await tx
        .select({ id: upgradeRollouts.id })
        .from(upgradeRollouts)
        .where(
          and(eq(upgradeRollouts.packageId, row.id), inArray(upgradeRollouts.state, ['running', 'paused'])),
        )
        .limit(1);
      if (active) throw Conflict('error.upgradeRolloutActive');
    },
    actions: {
      /** A second cloud administrator, not the uploader, releases the package for rollouts. */
      async approve(tx, caller, row) {
        if (row.state === 'approved') throw Conflict('error.upgradeAlreadyApproved');
        if (row.uploadedBy === caller.account) throw Forbidden('error.upgradeSelfApproval');
        const [updated] = await tx
          .update(upgradePackages)
          .set({
            state: 'approved',
            approvedBy: caller.account,
            approvedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(and(eq(upgradePackages.id, row.id), eq(upgradePackages.state, 'awaitingApproval')))
          .returning();
        if (!updated) throw Conflict('error.upgradeAlreadyApproved');
        await recordLog(tx, caller, {
          action: 'approve',
          resource: 'upgradePackages',
          resourceId: row.id,
          before: { state: row.state },
          after: { state: updated.state, approvedBy: updated.approvedBy },
        });
        return updated;
      },
    },
  });
}

/** Version pins (a company or a terminal stays on its version): rollouts pass them by. */
export const upgradePinResource = engineResource(upgradePinDefinition, upgradePins);
