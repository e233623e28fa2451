import { useTranslation } from 'react-i18next';
import { ageParts, fixAgeSeconds } from '../fleet-time';

/** How old a vehicle's last fix is ("12 s ago"), or that it has none. */
export function FixAge({ at, nowMs }: { at: string | null | undefined; nowMs: number }) {
  const { t } = useTranslation();
  if (!at) return <>{t('ambulanceFleet.noFix')}</>;
  const { key, count } = ageParts(fixAgeSeconds(at, nowMs));
  return <>{t(`ambulanceFleet.age.${key}`, { count })}</>;
}
