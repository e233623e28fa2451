import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppProvider } from './provider';
import { appActions } from './stores/app-store';

function ControlHeight() {
  return <span data-testid="control-height">{theme.useToken().token.controlHeight}</span>;
}

describe('size select (SPEC §2)', () => {
  it('gives each of the four sizes its own density: Mini is tighter than Small', () => {
    render(
      <AppProvider>
        <ControlHeight />
      </AppProvider>,
    );
    const heights = ['default', 'medium', 'small', 'mini'].map((size) => {
      act(() => appActions.setSize(size as 'default' | 'medium' | 'small' | 'mini'));
      return Number(screen.getByTestId('control-height').textContent);
    });
    expect(heights).toEqual([32, 32, 32, 28]);
  });
});
