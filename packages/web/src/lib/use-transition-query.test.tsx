import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useTransitionQuery } from './use-transition-query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function wrapper(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders the answer through a child that suspends until `ready` resolves. */
function Answer({ ready, data }: { ready: Promise<void>; data: string }) {
  use(ready);
  return <p>shown {data}</p>;
}

function Page({
  hook,
  answer,
  ready,
}: {
  hook: typeof useQuery;
  answer: Promise<string>;
  ready: Promise<void>;
}) {
  const query = hook({ queryKey: ['answer'], queryFn: () => answer });
  return (
    <Suspense fallback={<p>fallback</p>}>
      {query.data ? <Answer ready={ready} data={query.data} /> : <p>waiting</p>}
    </Suspense>
  );
}

describe('useTransitionQuery', () => {
  it('renders an answer in a transition: what is on screen stays while the answer’s render suspends', async () => {
    const answer = deferred<string>();
    const ready = deferred<void>();
    render(
      <Page hook={useTransitionQuery as typeof useQuery} answer={answer.promise} ready={ready.promise} />,
      { wrapper: wrapper(newClient()) },
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      answer.resolve('42');
      await new Promise((done) => setTimeout(done, 50));
    });
    // a transition keeps the revealed content instead of falling back
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => ready.resolve());
    expect(await screen.findByText('shown 42')).toBeTruthy();
  });

  it('differs from useQuery, whose answers render at once (the check above can fail)', async () => {
    const answer = deferred<string>();
    const ready = deferred<void>();
    render(<Page hook={useQuery} answer={answer.promise} ready={ready.promise} />, {
      wrapper: wrapper(newClient()),
    });
    await act(async () => {
      answer.resolve('42');
      await new Promise((done) => setTimeout(done, 50));
    });
    expect(screen.getByText('fallback')).toBeTruthy();
    await act(async () => ready.resolve());
    expect(await screen.findByText('shown 42')).toBeTruthy();
  });

  it('follows its key, keeps the previous answer while the next loads, and refetches', async () => {
    const client = newClient();
    let calls = 0;
    const next = new Map<number, ReturnType<typeof deferred<string>>>();
    function List({ page }: { page: number }) {
      const query = useTransitionQuery({
        queryKey: ['list', page],
        queryFn: () => {
          calls += 1;
          const answer = deferred<string>();
          next.set(page, answer);
          return answer.promise;
        },
        placeholderData: keepPreviousData,
      });
      return (
        <>
          <p>{query.isPending ? 'loading' : `rows ${query.data}`}</p>
          <p>{query.isPlaceholderData ? 'previous' : 'current'}</p>
          <button type="button" onClick={() => void query.refetch()}>
            again
          </button>
        </>
      );
    }
    const { rerender } = render(<List page={1} />, { wrapper: wrapper(client) });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => next.get(1)!.resolve('page 1'));
    expect(await screen.findByText('rows page 1')).toBeTruthy();
    expect(screen.getByText('current')).toBeTruthy();

    rerender(<List page={2} />);
    expect(screen.getByText('rows page 1')).toBeTruthy();
    expect(await screen.findByText('previous')).toBeTruthy();
    await act(async () => next.get(2)!.resolve('page 2'));
    expect(await screen.findByText('rows page 2')).toBeTruthy();
    expect(screen.getByText('current')).toBeTruthy();

    await act(async () => screen.getByRole('button', { name: 'again' }).click());
    expect(calls).toBe(3);
    await act(async () => next.get(2)!.resolve('page 2 again'));
    expect(await screen.findByText('rows page 2 again')).toBeTruthy();
  });
});
