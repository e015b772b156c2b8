-- Issue 26: the owner may let search engines list a Public meeting's page; off for every meeting that exists.
ALTER TABLE "meetings" ADD COLUMN "search_indexing" boolean DEFAULT false NOT NULL;