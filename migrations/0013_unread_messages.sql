-- A message the extractor fails on no longer holds its session back: the rest of the prefix is
-- read without it and the run logs which messages went unread and how the extractor failed.
-- depends: 0012_pending_backfills

INSERT INTO memory.event_types (event_type, client_appendable, author_roles, counts_as_activity, description) VALUES
    ('memory.extraction.unread', false, '{system}', false,
     'Prefix events the extractor raised on, each when given alone: the run read the rest without them. '
     'Payload: run_id, seqs, error (exception type and frame, never its message), extractor, extractor_version.');

-- memory.unread_messages reads these records alone: a partial index keeps it off the whole log.
CREATE INDEX events_unread_idx ON memory.events (tenant_id, principal_id, session_id)
    WHERE event_type = 'memory.extraction.unread';
