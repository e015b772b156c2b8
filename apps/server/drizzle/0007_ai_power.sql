-- No schema change: AI power is counted in the users table (ai_power_used_minutes,
-- ai_power_period_start). Kept so the migration sequence stays as it was released.
SELECT 1;
