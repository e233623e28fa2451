/** The fields a person fills in for a video (the file, its findings and the state are the server's). */
export const VIDEO_FORM_FIELDS = [
  'name',
  'categoryId',
  'type',
  'author',
  'introduction',
  'content',
  'completed',
  'imageUrl',
  'tags',
  'weight',
  'visibility',
  'power',
  'recommended',
  'recommendLevel',
] as const;

/** What the video tab shows about the file. */
export const VIDEO_FILE_FIELDS = [
  'videoState',
  'durationSeconds',
  'width',
  'height',
  'codec',
  'videoSize',
  'address',
] as const;
