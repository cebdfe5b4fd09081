-- Rate-limit counters are worth nothing after a crash and are written on every limited request:
-- an unlogged table skips the write-ahead log (and its fsync) for them.
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
