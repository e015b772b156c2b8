-- Reserved for the workspaces migration; filled in by the change that needs it.
SELECT 1;
