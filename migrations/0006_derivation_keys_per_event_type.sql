-- Derivation keys are unique per session *and event type*. memform keys its own events
-- (a formation request by the run id, a close by 'session.closed'); with one namespace a
-- client message keyed by its run id silently swallowed that run's formation request.
-- depends: 0005_provider_attempts

DROP INDEX memory.events_derivation_key_idx;
CREATE UNIQUE INDEX events_derivation_key_idx
    ON memory.events (tenant_id, principal_id, session_id, event_type, derivation_key)
    WHERE derivation_key IS NOT NULL;

COMMENT ON COLUMN memory.events.derivation_key IS 'Optional idempotency key, unique within the session and event type: appending the same type with the same key again returns the existing seq.';
