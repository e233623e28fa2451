import { PATHS } from '@console/contract/api/paths';
import { api } from '@/lib/api-client';

/**
 * Opens a patient file in a new tab: its content is fetched with the session (patient data has no
 * public address) and shown from an object URL, released once the tab has it.
 */
export async function openPatientFile(id: number): Promise<void> {
  // Opened at the click, before the fetch, so no popup blocker stands in between.
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    ({ blob } = await api.getBlob(`${PATHS.resource('patientFiles')}/${id}/content`));
  } catch (failure) {
    tab?.close();
    throw failure;
  }
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
