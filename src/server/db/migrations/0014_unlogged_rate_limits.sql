-- Abuse-limit counters are seconds-to-minutes windows that every public call writes: they need no
-- write-ahead log (no fsync on each call's commit, nothing to replay). After a crash PostgreSQL
-- empties an unlogged table, which only restarts the windows.
ALTER TABLE "rate_limits" SET UNLOGGED;
