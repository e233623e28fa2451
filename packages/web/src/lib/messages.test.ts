import { describe, expect, it } from 'vitest';
import { isFragment, loadMessages, translate } from './messages';

describe('the contract messages of one language', () => {
  it('translates in the language loaded, fills placeholders, and gives unknown keys back', async () => {
    await loadMessages('en');
    expect(translate('error.roomQuota', { max: 5 })).toMatch(/5/);
    expect(translate('validation.required')).toBe('is required');
    expect(isFragment('validation.required')).toBe(true);
    expect(isFragment('validation.passwordMin8')).toBe(false);
    await loadMessages('zh');
    expect(translate('validation.required')).toBe('不能为空');
    expect(translate('no.such.key')).toBe('no.such.key');
  });
});
