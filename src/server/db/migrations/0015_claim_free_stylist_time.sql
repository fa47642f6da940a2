-- The time lock of the first of a booking's candidate stylists who has no booking over the time
-- [starts, ends) and whose lock no other booking holds now; else (none) waiting for the first
-- one's. Simultaneous bookings for "any stylist" at one time then go for different stylists,
-- instead of queueing behind each other's lock and all but one losing the time. The insert that
-- follows still decides (the overlap constraint); this only chooses whom to try first. A lock
-- taken is held to the transaction's end, like every stylist's time lock.
CREATE FUNCTION claim_free_stylist_time(
  lock_space integer, stylists integer[], starts timestamptz, ends timestamptz
) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  candidate integer;
BEGIN
  FOREACH candidate IN ARRAY stylists LOOP
    CONTINUE WHEN EXISTS (
      SELECT 1 FROM bookings
      WHERE stylist_id = candidate AND status <> 'cancelled'
        AND tstzrange(starts_at, ends_at, '[)') && tstzrange(starts, ends, '[)')
    );
    IF pg_try_advisory_xact_lock(lock_space, candidate) THEN
      RETURN candidate;
    END IF;
  END LOOP;
  PERFORM pg_advisory_xact_lock(lock_space, stylists[1]);
  RETURN stylists[1];
END
$$;
