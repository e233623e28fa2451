import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where an install keeps its generated secret key, beside its data (like the demo terminal password). */
export const SECRET_KEY_FILE = 'secret-key';

const PREFIX = 'v1';

/**
 * The 32-byte key of this install: SECRET_KEY when set (64 hex digits or base64 of 32 bytes are
 * used as they are; any other text of at least 32 characters is hashed with SHA-256), else the one
 * kept in `dataDir`, else a new random one kept there, owner-only.
 */
export function secretKey(dataDir: string, configured?: string): Buffer {
  if (configured) {
    if (/^[0-9a-f]{64}$/i.test(configured)) return Buffer.from(configured, 'hex');
    const decoded = Buffer.from(configured, 'base64');
    if (decoded.length === 32 && /^[A-Za-z0-9+/]{43}=$/.test(configured)) return decoded;
    return createHash('sha256').update(configured).digest();
  }
  const file = path.join(dataDir, SECRET_KEY_FILE);
  if (fs.existsSync(file)) {
    const kept = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (kept.length === 32) return kept;
  }
  const key = randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  return key;
}

/**
 * Secrets of settings (webhook signing secrets, SMTP and SMS passwords) encrypted at rest with
 * AES-256-GCM (ARCHITECTURE §11): `v1:<iv>:<tag>:<ciphertext>`, base64 parts. The key is loaded on
 * first use, so an install that stores no secret never writes a key file.
 */
export class SecretBox {
  private key: Buffer | undefined;

  constructor(private readonly loadKey: () => Buffer) {}

  private currentKey(): Buffer {
    this.key ??= this.loadKey();
    return this.key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.currentKey(), iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [
      PREFIX,
      iv.toString('base64'),
      cipher.getAuthTag().toString('base64'),
      data.toString('base64'),
    ].join(':');
  }

  /** The plain text of a sealed value; throws when it was sealed with another key or altered. */
  open(sealed: string): string {
    const [prefix, iv, tag, data] = sealed.split(':');
    if (prefix !== PREFIX || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.currentKey(), Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }
}

/** What the API shows of a secret: its kind and last four characters. */
export function maskSecret(secret: string): string {
  const prefix = secret.startsWith('whsec_') ? 'whsec_' : '';
  return `${prefix}••••${secret.slice(-4)}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This install's sealing of secrets kept in settings. */
    secrets: SecretBox;
  }
}

/** Decorates the app with the install's {@link SecretBox} (key from SECRET_KEY or DATA_DIR). */
export const secretsPlugin = fp(
  async function secrets(app: FastifyInstance, opts: { dataDir: string; key?: string | undefined }) {
    app.decorate('secrets', new SecretBox(() => secretKey(opts.dataDir, opts.key)));
  },
  { name: 'secrets' },
);
