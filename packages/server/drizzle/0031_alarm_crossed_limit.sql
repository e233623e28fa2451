ALTER TABLE "alarms" ADD COLUMN "limit_field" varchar(12);--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "limit_value" double precision;--> statement-breakpoint
-- Alarms raised before this migration: the crossed limit by their indicator's defaults (the ward
-- and bed overrides in force then are not known).
UPDATE "alarms" AS a SET
  "limit_field" = CASE
    WHEN a.level = 'alarm' AND i.alarm_high IS NOT NULL AND a.value > i.alarm_high THEN 'alarmHigh'
    WHEN a.level = 'alarm' AND i.alarm_low IS NOT NULL AND a.value < i.alarm_low THEN 'alarmLow'
    WHEN a.level = 'warning' AND i.warning_high IS NOT NULL AND a.value > i.warning_high THEN 'warningHigh'
    WHEN a.level = 'warning' AND i.warning_low IS NOT NULL AND a.value < i.warning_low THEN 'warningLow'
  END,
  "limit_value" = CASE
    WHEN a.level = 'alarm' AND i.alarm_high IS NOT NULL AND a.value > i.alarm_high THEN i.alarm_high
    WHEN a.level = 'alarm' AND i.alarm_low IS NOT NULL AND a.value < i.alarm_low THEN i.alarm_low
    WHEN a.level = 'warning' AND i.warning_high IS NOT NULL AND a.value > i.warning_high THEN i.warning_high
    WHEN a.level = 'warning' AND i.warning_low IS NOT NULL AND a.value < i.warning_low THEN i.warning_low
  END
FROM "monitoring_indicators" AS i
WHERE i.id = a.indicator_id AND i.customer_id = a.customer_id AND a.limit_field IS NULL;
