import type { Language } from '@console/contract/constants';
import { videoSourceDescription } from '@console/contract/resources/descriptions/video-sources';
import { optionLabel } from '@/engine/fields';

/** A video source type's name from the video-source definition. */
export function sourceTypeLabel(type: string, lang: Language): string {
  return optionLabel(videoSourceDescription.fields.type, type, lang);
}
