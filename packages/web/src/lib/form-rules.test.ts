import { changePasswordSchema, loginSchema } from '@console/contract/resources/identity';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldIssue, fieldMessage, serverFieldMessage } from './form-rules';
import { loadMessages } from './messages';

describe('form messages from the contract', () => {
  // A page holds the messages of its one language (./messages).
  it('puts the label before fragments and leaves sentences alone', async () => {
    await loadMessages('en');
    expect(fieldMessage('Account', 'validation.required', 'en')).toBe('Account is required');
    expect(fieldMessage('New password', 'validation.passwordMin8', 'en')).toBe(
      'Password must be at least 8 characters',
    );
    await loadMessages('zh');
    expect(fieldMessage('账号', 'validation.required', 'zh')).toBe('账号不能为空');
    expect(fieldMessage('x', 'error.captchaWrong', 'zh')).toBe('验证码错误');
  });

  it('finds the issue of one field in a whole-object schema', () => {
    expect(fieldIssue(loginSchema, { account: '  ', password: 'x' }, 'account')).toBe('validation.required');
    expect(fieldIssue(loginSchema, { account: 'a', password: '' }, 'account')).toBeUndefined();
    const values = { oldPassword: 'old-pass-1', password: 'new-pass-1', repassword: 'other-pass' };
    expect(fieldIssue(changePasswordSchema, values, 'repassword')).toBe('validation.passwordsDiffer');
    expect(fieldIssue(changePasswordSchema, { ...values, password: 'short' }, 'password')).toBe(
      'validation.passwordMin8',
    );
  });

  it('shows the server’s own sentence, parameters filled in, on the field it names', async () => {
    await loadMessages('zh');
    const error = new ApiError('business', '设置的存储空间超出可用空间（可用 120G）', {
      errKey: 'error.storageExceeds',
      fields: { storageGb: 'error.storageExceeds', name: 'validation.required' },
    });
    expect(serverFieldMessage(error, 'error.storageExceeds', '录制存储空间 (G)', 'zh')).toBe(
      '设置的存储空间超出可用空间（可用 120G）',
    );
    // other fields of the same answer keep the label with the contract's message
    expect(serverFieldMessage(error, 'validation.required', '企业名称', 'zh')).toBe('企业名称不能为空');
  });
});
