import type { Alarm } from '@console/contract/alarms';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import styles from './central-station.module.css';

/**
 * An alarm as IEC 60601-1-8 shows it: red flashing fast for an alarm (high priority), yellow
 * flashing slowly for a warning (medium), with the priority in words and "!!!" / "!!" so colour is
 * not the only cue. An acknowledged alarm no longer flashes; reduced motion shows a steady outline.
 */
export function AlarmBadge({ alarm }: { alarm: Alarm }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const steady = alarm.state === 'acknowledged';
  const className = [
    styles.badge,
    alarm.level === 'alarm' ? styles.badgeAlarm : styles.badgeWarning,
    steady ? styles.badgeSteady : reduced ? styles.badgeReduced : '',
  ].join(' ');
  return (
    <span
      className={className}
      data-testid="alarm-badge"
      data-level={alarm.level}
      data-state={alarm.state}
      data-motion={steady || reduced ? 'steady' : 'flashing'}
    >
      <span aria-hidden="true">{alarm.level === 'alarm' ? '!!!' : '!!'}</span>
      {t(`centralStation.level.${alarm.level}`)}
    </span>
  );
}
