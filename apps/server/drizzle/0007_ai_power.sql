-- Reserved for the ai_power migration; filled in by the change that needs it.
SELECT 1;
