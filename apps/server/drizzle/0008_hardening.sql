-- No schema change: the hardening counters (sign-in guesses, code attempts) live in Redis or
-- in memory. Kept so the migration sequence stays as it was released.
SELECT 1;
