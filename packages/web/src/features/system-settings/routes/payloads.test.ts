import { describe, expect, it } from 'vitest';
import { mailPayload } from './mail-settings';
import { smsPayload } from './sms-settings';

const mail = {
  host: ' smtp.example.com ',
  port: 465,
  security: 'tls' as const,
  username: ' noreply@example.com ',
  password: '',
  removePassword: false,
  from: ' ',
  testAddress: 'it@example.com',
};

describe('what the settings forms send', () => {
  it('keeps the stored SMTP password when the field is left empty', () => {
    expect(mailPayload(mail)).toEqual({
      host: 'smtp.example.com',
      port: 465,
      security: 'tls',
      username: 'noreply@example.com',
      from: '',
      testAddress: 'it@example.com',
    });
  });

  it('sends a typed password, and an empty one only to remove it', () => {
    expect(mailPayload({ ...mail, password: 's3cret' }).password).toBe('s3cret');
    expect(mailPayload({ ...mail, password: 's3cret', removePassword: true }).password).toBe('');
  });

  it('keeps the stored SMS secret when the field is left empty', () => {
    const values = { provider: 'aliyun' as const, appId: ' LTAI ', appSecret: '', signName: ' 平台 ' };
    expect(smsPayload(values)).toEqual({ provider: 'aliyun', appId: 'LTAI', signName: '平台' });
    expect(smsPayload({ ...values, appSecret: 'x1' }).appSecret).toBe('x1');
  });
});
