import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchForm } from '../search-form';

const state = { page: 1, size: 20, filters: {} };
const noop = () => undefined;

function keywordBox(keywordFields: string[]) {
  render(
    <SearchForm fields={[]} keywordFields={keywordFields} state={state} onSearch={noop} onReset={noop} />,
  );
  return screen.getByLabelText('Keyword') as HTMLInputElement;
}

describe('SearchForm keyword box (issue 13: its placeholder was cut)', () => {
  it('names two searched fields and describes every one', () => {
    const input = keywordBox(['Account', 'Name', 'Login account', 'MAC']);
    expect(input.placeholder).toBe('Search Account, Name, …');
    expect(input.title).toBe('Searches Account, Name, Login account, MAC');
    const description = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Searches Account, Name, Login account, MAC');
  });

  it('names all of two or fewer', () => {
    expect(keywordBox(['Name', 'Code']).placeholder).toBe('Search Name, Code');
  });
});
