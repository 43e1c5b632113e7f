-- Where deleted content came from, without the content: the (session, seq) sources of every
-- deleted copy and a hash of its subject. Re-deriving those sources under a newer policy may
-- word the belief differently, so the statement hash alone cannot keep a deletion in force.
-- depends: 0006_derivation_keys_per_event_type

CREATE TABLE memory.tombstone_sources (
    tenant_id        text NOT NULL,
    principal_id     text NOT NULL,
    session_id       text NOT NULL,
    seq              bigint NOT NULL,
    subject_sha256   text NOT NULL,
    statement_sha256 text NOT NULL,
    deleted_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (tenant_id, principal_id, session_id, seq, subject_sha256)
);

COMMENT ON TABLE memory.tombstone_sources IS 'Content-free: the sources of deleted beliefs (session, seq) with the sha256 of the subject and of the statement. A candidate on that subject citing one of those sources is refused as deleted_by_user, however it is worded.';
