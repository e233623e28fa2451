import { createHash } from 'node:crypto';

/** What a simulated terminal runs, reported when it connects (`{ type: 'version' }`). */
export interface Firmware {
  boardType: string;
  version: string;
}

/** How simulated terminals take upgrades (issue 17). */
export interface UpgradeBehaviour {
  /** Share of terminals (0..1) whose upgrade fails on purpose; which ones is fixed per terminal and version. */
  failRate: number;
  /** Pause between progress reports, in milliseconds. */
  stepMs: number;
  /**
   * Where package URLs are fetched from (the console's origin, `http://127.0.0.1:8080`): the
   * terminal downloads the file and checks its SHA-256 (a mismatch fails). Without it the
   * download is only pretended.
   */
  downloadOrigin?: string | undefined;
}

export const DEFAULT_UPGRADE: UpgradeBehaviour = { failRate: 0, stepMs: 300 };

/**
 * Whether this terminal's upgrade to `version` fails on purpose: a hash of both, so the same
 * terminal fails the same package every time (tests know in advance which ones) and a share of
 * about `failRate` of a fleet fails.
 */
export function upgradeFails(account: string, version: string, failRate: number): boolean {
  if (failRate <= 0) return false;
  if (failRate >= 1) return true;
  const digest = createHash('sha256').update(`${account}|${version}`).digest();
  return digest.readUInt32BE(0) / 0x100000000 < failRate;
}

/** Downloads `url` from `origin` and answers its SHA-256 (hex). */
export async function downloadChecksum(origin: string, url: string): Promise<string> {
  const response = await fetch(new URL(url, origin));
  if (!response.ok || !response.body) throw new Error(`download failed: HTTP ${response.status}`);
  const hash = createHash('sha256');
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
  return hash.digest('hex');
}
