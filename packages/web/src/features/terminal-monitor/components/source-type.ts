import type { Language } from '@console/contract/constants';
import { videoSourceDefinition } from '@console/contract/resources/video-sources';
import { optionLabel } from '@/engine/fields';

/** A video source type's name from the video-source definition. */
export function sourceTypeLabel(type: string, lang: Language): string {
  return optionLabel(videoSourceDefinition.fields.type, type, lang);
}
