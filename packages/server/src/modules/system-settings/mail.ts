import nodemailer from 'nodemailer';
import { ERROR_CODES } from '@console/contract';
import type { MailSettingsView } from '@console/contract/resources/system-settings';
import { AppError } from '../../platform/errors';
import type { SecretBox } from '../../platform/secrets';
import type { StoredMail } from './settings';

/** How long one SMTP step may take before the test answers with the failure. */
const SMTP_TIMEOUT_MS = 10_000;

export function mailView(stored: StoredMail | null): MailSettingsView {
  return {
    configured: stored !== null,
    host: stored?.host ?? '',
    port: stored?.port ?? 465,
    security: stored?.security ?? 'tls',
    username: stored?.username ?? '',
    from: stored?.from ?? '',
    testAddress: stored?.testAddress ?? '',
    passwordSet: Boolean(stored?.passwordSealed),
    passwordHint: stored?.passwordSealed ? stored.passwordHint : null,
  };
}

/** The sender: the configured address, else the account when it is an address, else `noreply@host`. */
export function senderOf(stored: StoredMail): string {
  if (stored.from) return stored.from;
  if (stored.username.includes('@')) return stored.username;
  return `noreply@${stored.host}`;
}

export const MailSendFailed = (reason: string) =>
  new AppError(ERROR_CODES.unavailable, 'error.mailSendFailed', 502, { params: { reason } });

/**
 * Send one mail with Nodemailer over the stored SMTP settings (the password opened only here,
 * for the transport). A failure answers with the server's reason, never the password.
 */
export async function sendMail(
  stored: StoredMail,
  secrets: SecretBox,
  content: { to: string; subject: string; text: string },
): Promise<{ messageId: string; to: string; accepted: string[] }> {
  const password = stored.passwordSealed ? secrets.open(stored.passwordSealed) : undefined;
  const transport = nodemailer.createTransport({
    host: stored.host,
    port: stored.port,
    secure: stored.security === 'tls',
    requireTLS: stored.security === 'starttls',
    ignoreTLS: stored.security === 'none',
    ...(stored.username ? { auth: { user: stored.username, pass: password ?? '' } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    const info = await transport.sendMail({
      from: senderOf(stored),
      to: content.to,
      subject: content.subject,
      text: content.text,
    });
    return {
      messageId: info.messageId,
      to: content.to,
      accepted: (info.accepted as unknown[]).map((address) =>
        typeof address === 'string' ? address : (address as { address: string }).address,
      ),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw MailSendFailed(password ? reason.split(password).join('***') : reason);
  } finally {
    transport.close();
  }
}

/** Send the test mail to the stored test address. */
export function sendTestMail(
  stored: StoredMail,
  secrets: SecretBox,
  content: { subject: string; text: string },
): Promise<{ messageId: string; to: string; accepted: string[] }> {
  return sendMail(stored, secrets, { ...content, to: stored.testAddress });
}
