-- Reserved for the billing migration; filled in by the change that needs it.
SELECT 1;
