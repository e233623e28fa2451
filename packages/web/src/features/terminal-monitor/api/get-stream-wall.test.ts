import type { StreamTile, StreamWall } from '@console/contract/resources/terminal-streams';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyStreamPresence, streamWallKeys } from './get-stream-wall';

const tile = (deviceAccountId: number, sourceId: number, online: boolean) =>
  ({ deviceAccountId, sourceId, online, lastSeenAt: null }) as StreamTile;
const wall = (tiles: StreamTile[]) => ({ tiles }) as StreamWall;

describe('presence on the stream walls', () => {
  it('patches every tile of the terminal on every cached wall, and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(streamWallKeys.wall(undefined), wall([tile(1, 10, true), tile(2, 20, true)]));
    const group = wall([tile(1, 10, true), tile(1, 11, true)]);
    client.setQueryData(streamWallKeys.wall(5), group);
    const other = wall([tile(3, 30, true)]);
    client.setQueryData(streamWallKeys.wall(6), other);

    applyStreamPresence(client, {
      type: 'presence',
      customerId: 1,
      id: 1,
      account: '8001',
      online: false,
      lastSeenAt: '2026-11-23T00:00:00.000Z',
    });

    const online = (groupId: number | undefined) =>
      client.getQueryData<StreamWall>(streamWallKeys.wall(groupId))!.tiles.map((t) => t.online);
    expect(online(undefined)).toEqual([false, true]);
    expect(online(5)).toEqual([false, false]);
    expect(client.getQueryData<StreamWall>(streamWallKeys.wall(5))!.tiles[1]!.lastSeenAt).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    // a wall without the terminal keeps its object (its observers do not re-render)
    expect(client.getQueryData(streamWallKeys.wall(6))).toBe(other);
  });
});
