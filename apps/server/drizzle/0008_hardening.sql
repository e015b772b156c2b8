-- Reserved for the hardening migration; filled in by the change that needs it.
SELECT 1;
