export { WallGrid } from './wall-grid';
export { WallToolbar } from './wall-toolbar';
export {
  useWallRotation,
  useWallSplit,
  WALL_COLUMNS,
  WALL_SPLITS,
  type WallRotation,
  type WallSplit,
} from './use-wall-rotation';
