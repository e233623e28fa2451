import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { PLATFORM_ORG_ID } from '@console/contract';
import type { Tx } from '../db/client';
import { deviceAccounts } from '../modules/device-accounts/tables';
import type { FileStore } from '../modules/uploads/storage';
import { zipOf } from '../modules/uploads/zip';
import {
  terminalVersions,
  upgradePackages,
  upgradePins,
  upgradeRollouts,
  upgradeRolloutTargets,
} from '../modules/upgrades/tables';

/** Writes a demo package file into the store (under the platform, as an upload would). */
async function storeFile(files: FileStore | undefined, extension: 'zip' | 'json', content: Buffer) {
  const ref = {
    customerId: PLATFORM_ORG_ID,
    purpose: 'upgradePackage' as const,
    name: `${randomBytes(16).toString('hex')}.${extension}`,
  };
  if (files) {
    await fs.promises.mkdir(path.dirname(files.pathOf(ref)), { recursive: true });
    await fs.promises.writeFile(files.pathOf(ref), content);
  }
  const url = files ? files.urlOf(ref) : `/files/${ref.name}`;
  return { url, size: content.length, checksum: createHash('sha256').update(content).digest('hex') };
}

/**
 * Demo upgrades (issue 17): what each demo terminal runs, an approved terminal firmware with a
 * rollout stopped at its error threshold in its second wave, a file list awaiting approval, and a
 * version pin, so /setting/upgrade and its detail page show every state.
 */
export async function seedDemoUpgrades(tx: Tx, customerId: number, files: FileStore | undefined) {
  const [existing] = await tx.select({ id: upgradePackages.id }).from(upgradePackages).limit(1);
  if (existing) return;
  const terminals = await tx
    .select({ id: deviceAccounts.id })
    .from(deviceAccounts)
    .where(eq(deviceAccounts.customerId, customerId))
    .orderBy(asc(deviceAccounts.id));
  if (terminals.length === 0) return;
  const now = new Date();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  // Two of three on the RK3588 board at 2.3.0; the rest on RK3399 at 1.8.2.
  await tx.insert(terminalVersions).values(
    terminals.map((t, i) => ({
      customerId,
      deviceAccountId: t.id,
      boardType: i % 3 === 2 ? 'RK3399' : 'RK3588',
      version: i % 3 === 2 ? '1.8.2' : '2.3.0',
      updatedAt: ago(600),
    })),
  );
  const firmware = await storeFile(
    files,
    'zip',
    zipOf([{ name: 'firmware/manifest.txt', data: Buffer.from('board=RK3588\nversion=2.4.0\n') }]),
  );
  const list = await storeFile(
    files,
    'json',
    Buffer.from(
      JSON.stringify({
        version: '2.4.1',
        files: [
          {
            path: 'app/console-terminal.bin',
            size: 4,
            sha256: createHash('sha256').update('demo').digest('hex'),
          },
        ],
      }),
    ),
  );
  const [approved] = await tx
    .insert(upgradePackages)
    .values({
      name: '床旁终端固件',
      appName: 'console-terminal',
      version: '2.4.0',
      type: 'terminal',
      boardType: 'RK3588',
      file: firmware.url,
      fileKind: 'zip',
      size: firmware.size,
      checksum: firmware.checksum,
      targetCustomerIds: [customerId],
      description: '修复视频通话断流；提升探视画面清晰度',
      state: 'approved',
      uploadedBy: 'release',
      approvedBy: 'admin',
      approvedAt: ago(300),
      createdAt: ago(360),
      updatedAt: ago(300),
    })
    .returning();
  await tx.insert(upgradePackages).values({
    name: '终端应用补丁',
    appName: 'console-terminal',
    version: '2.4.1',
    type: 'fileList',
    boardType: 'RK3588',
    file: list.url,
    fileKind: 'json',
    size: list.size,
    checksum: list.checksum,
    targetCustomerIds: [customerId],
    state: 'awaitingApproval',
    uploadedBy: 'release',
    createdAt: ago(30),
    updatedAt: ago(30),
  });
  await tx.insert(upgradePins).values({
    boardType: 'RK3399',
    version: '1.8.2',
    companyId: customerId,
    reason: '等待厂家认证 / awaiting vendor certification',
  });
  // The firmware's rollout: wave 1 (3) done, wave 2 (6) stopped by failures, wave 3 never sent.
  const board = terminals.filter((_, i) => i % 3 !== 2);
  const waves = board.map((_, i) => (i < 3 ? 1 : i < 9 ? 2 : 3));
  const [rollout] = await tx
    .insert(upgradeRollouts)
    .values({
      packageId: approved!.id,
      state: 'stopped',
      filter: { customerIds: [customerId], fromVersions: ['2.3.0'] },
      firstWaveSize: 3,
      waveSize: 6,
      successThreshold: 80,
      errorThreshold: 30,
      currentWave: 2,
      waveCount: Math.max(...waves),
      stopReason: 'errorThreshold:2',
      createdBy: 'admin',
      createdAt: ago(240),
      updatedAt: ago(200),
    })
    .returning();
  const outcome = (i: number) => {
    if (waves[i] === 1) return { state: 'done', progress: 100 };
    if (waves[i] === 3) return { state: 'scheduled', progress: 0 };
    const inWave = i - 3;
    if (inWave < 3) return { state: 'done', progress: 100 };
    if (inWave === 5) return { state: 'installing', progress: 100 };
    return { state: 'failed', progress: 100, error: inWave === 3 ? 'checksum mismatch' : 'install failed' };
  };
  await tx.insert(upgradeRolloutTargets).values(
    board.map((t, i) => ({
      customerId,
      rolloutId: rollout!.id,
      deviceAccountId: t.id,
      wave: waves[i]!,
      fromVersion: '2.3.0',
      attempts: waves[i] === 3 ? 0 : 1,
      updatedAt: ago(200),
      ...outcome(i),
    })),
  );
  // Those done run the new version now.
  for (const [i, t] of board.entries())
    if (outcome(i).state === 'done')
      await tx
        .update(terminalVersions)
        .set({ version: '2.4.0' })
        .where(and(eq(terminalVersions.customerId, customerId), eq(terminalVersions.deviceAccountId, t.id)));
}
