-- commit_formation's resolver: contradiction, retraction isolation, corrections, replay,
-- conflicts, stale supersession, reinforcement, promotion across scopes, remember.
BEGIN;
\ir helpers_commit.sql
SELECT plan(33);

-- a changed preference supersedes; no duplicate; the live belief is the new one
SELECT pg_temp.say('tr', 'al', 'p1', 'I prefer concise answers.', '2026-02-01T10:00:00Z');
SELECT pg_temp.commit('tr', 'al', 'p1', jsonb_build_array(pg_temp.cand('preference', 'preference:answer_style', 'Prefers concise answers', '{1}')));
SELECT pg_temp.say('tr', 'al', 'p2', 'Actually, I now prefer detailed answers with the reasoning first.', '2026-02-05T10:00:00Z');
CREATE TEMP TABLE c1 AS SELECT pg_temp.commit('tr', 'al', 'p2', jsonb_build_array(
    pg_temp.cand('preference', 'preference:answer_style', 'Prefers detailed answers with the reasoning first', '{1}'))) AS r;
SELECT is((SELECT pg_temp.details(r) FROM c1), '{superseded}', 'a changed preference commits as a supersession');
SELECT results_eq($$SELECT * FROM pg_temp.live('tr', 'al', 'preference:answer_style')$$,
                  $$VALUES ('Prefers detailed answers with the reasoning first')$$, 'the live belief is the new one, and only it');
SELECT results_eq($$SELECT status, valid_to, superseded_by = (SELECT (r -> 'candidates' -> 0 ->> 'belief_id')::uuid FROM c1)
                      FROM memory.beliefs WHERE tenant_id = 'tr' AND statement = 'Prefers concise answers'$$,
                  $$VALUES ('superseded', '2026-02-05T10:00:00Z'::timestamptz, true)$$,
                  'the old belief is kept, superseded, valid until the new evidence');
SELECT is((SELECT count(*) FROM memory.belief_links WHERE tenant_id = 'tr' AND kind = 'supersedes'), 1::bigint, 'a supersedes link is recorded');
SELECT is((SELECT (r ->> 'superseded')::int FROM c1), 1, 'the audit counts the supersession');

-- ordinary correction isolation: retracting the watch leaves the car
SELECT pg_temp.say('tr', 'al', 'w1', 'I have an Apple Watch and a BMW X3.', '2026-02-01T11:00:00Z');
SELECT pg_temp.commit('tr', 'al', 'w1', jsonb_build_array(
    pg_temp.cand('fact', 'device:apple_watch', 'Has an Apple Watch', '{1}'),
    pg_temp.cand('fact', 'vehicle:bmw_x3', 'Has a BMW X3', '{1}')));
SELECT pg_temp.say('tr', 'al', 'w2', 'I no longer have my Apple Watch.', '2026-02-06T11:00:00Z');
CREATE TEMP TABLE c2 AS SELECT pg_temp.commit('tr', 'al', 'w2', jsonb_build_array(
    pg_temp.cand('fact', 'device:apple_watch', 'No longer has an Apple Watch', '{1}', '{"polarity": "retract"}'))) AS r;
SELECT is((SELECT pg_temp.details(r) FROM c2), '{superseded}', 'the retraction supersedes the watch');
SELECT results_eq($$SELECT subject, statement, polarity FROM memory.beliefs WHERE tenant_id = 'tr' AND subject IN ('device:apple_watch', 'vehicle:bmw_x3') AND status IN ('provisional', 'active') ORDER BY subject$$,
                  $$VALUES ('device:apple_watch', 'No longer has an Apple Watch', 'retract'), ('vehicle:bmw_x3', 'Has a BMW X3', 'assert')$$,
                  'the car is untouched: a retraction supersedes what it retracts and nothing else');

-- same-source replay is a no-op; the same seq from another session is not a replay
CREATE TEMP TABLE replay AS SELECT memory.commit_formation(
    memory.formation_job('tr', 'al', 'w1', 'replay') || '{"replay_from": 0}',
    jsonb_build_array(pg_temp.cand('fact', 'vehicle:bmw_x3', 'Has a BMW X3', '{1}')), pg_temp.extraction()) AS r;
SELECT is((SELECT pg_temp.details(r) FROM replay), '{replay}', 'replaying the same session and seq is a no-op outcome');
SELECT results_eq($$SELECT committed, reinforced, rejected FROM memory.consolidation_runs WHERE run_id = (SELECT (r ->> 'run_id')::uuid FROM replay)$$,
                  $$VALUES (0, 0, 1)$$, 'counted as rejected so the audit reconciles');
SELECT is((SELECT corroboration_count FROM memory.beliefs WHERE tenant_id = 'tr' AND subject = 'vehicle:bmw_x3'), 1, 'a replay does not reinforce');
SELECT pg_temp.say('tr', 'al', 'w3', 'I have a BMW X3.', '2026-02-07T11:00:00Z');
CREATE TEMP TABLE c3 AS SELECT pg_temp.commit('tr', 'al', 'w3', jsonb_build_array(pg_temp.cand('fact', 'vehicle:bmw_x3', 'Has a BMW X3', '{1}'))) AS r;
SELECT is((SELECT pg_temp.details(r) FROM c3), '{duplicate}', 'seq 1 of another session is new evidence, not a replay');
SELECT results_eq($$SELECT corroboration_count, confidence, status FROM memory.beliefs WHERE tenant_id = 'tr' AND subject = 'vehicle:bmw_x3'$$,
                  $$VALUES (2, 0.650::numeric(4,3), 'active')$$, 'reinforcement counts, steps confidence and promotes past the thresholds');
SELECT is((SELECT count(*) FROM memory.belief_sources bs JOIN memory.beliefs b USING (belief_id) WHERE b.tenant_id = 'tr' AND b.subject = 'vehicle:bmw_x3'),
          2::bigint, 'the reinforcing source is appended');

-- replaying an older session whose belief a newer one superseded brings nothing back
CREATE TEMP TABLE c4 AS SELECT memory.commit_formation(
    memory.formation_job('tr', 'al', 'p1', 'replay') || '{"replay_from": 0}',
    jsonb_build_array(pg_temp.cand('preference', 'preference:answer_style', 'Prefers concise answers', '{1}')), pg_temp.extraction()) AS r;
SELECT is((SELECT pg_temp.details(r) FROM c4), '{replay}', 're-reading a source of a superseded belief is a no-op replay');
SELECT results_eq($$SELECT statement, flagged_for_review FROM memory.beliefs WHERE tenant_id = 'tr' AND subject = 'preference:answer_style' AND status IN ('provisional', 'active') ORDER BY created_at$$,
                  $$VALUES ('Prefers detailed answers with the reasoning first', false)$$,
                  'the newer belief stays the only live one, unflagged');
SELECT is((SELECT count(*) FROM memory.belief_links WHERE tenant_id = 'tr' AND kind = 'conflicts_with'), 0::bigint, 'no conflict is invented');
CREATE TEMP TABLE c5 AS SELECT memory.commit_formation(
    memory.formation_job('tr', 'al', 'p1', 'replay') || '{"replay_from": 0}',
    jsonb_build_array(pg_temp.cand('preference', 'preference:answer_style', 'Prefers concise answers, always', '{1}')), pg_temp.extraction()) AS r;
SELECT is((SELECT pg_temp.details(r) FROM c5), '{replay}', 're-deriving the same source with other words is a no-op too');

-- correction durability: rejected and deleted content is refused whatever its new id
INSERT INTO memory.rejections (tenant_id, principal_id, kind, subject, belief_type, statement, normalized_statement, statement_sha256, scope)
VALUES ('tr', 'al', 'untrue', 'diet', 'user_model_attr', 'Is vegan', memory.normalize_statement('Is vegan'), memory.statement_sha256('Is vegan'), 'user');
INSERT INTO memory.tombstones (tenant_id, principal_id, statement_sha256, belief_id)
VALUES ('tr', 'al', memory.statement_sha256('Has a sister named Ana'), gen_random_uuid());
SELECT pg_temp.say('tr', 'al', 'k1', 'I am vegan. My sister Ana lives in Porto.', '2026-02-08T10:00:00Z');
CREATE TEMP TABLE c6 AS SELECT pg_temp.commit('tr', 'al', 'k1', jsonb_build_array(
    pg_temp.cand('user_model_attr', 'diet', 'Is vegan.', '{1}'),
    pg_temp.cand('relationship', 'family:sister', 'Has a sister named  ANA', '{1}'),
    pg_temp.cand('relationship', 'family:sister:residence', 'Sister Ana lives in Porto', '{1}'))) AS r;
SELECT is((SELECT pg_temp.details(r) FROM c6), '{rejected_by_user,deleted_by_user,new}',
          'a rejected belief and a deleted one do not return; unrelated content still forms');

-- authority: a user statement outranks an inferred one; an inferred one cannot override the user
SELECT pg_temp.say('tr', 'al', 'u1', 'I think I like Python.', '2026-02-09T10:00:00Z');
SELECT pg_temp.commit('tr', 'al', 'u1', jsonb_build_array(pg_temp.cand('preference', 'language:favorite', 'Likes Python best', '{1}')));
CREATE TEMP TABLE rem AS SELECT memory.remember('tr', 'al', 'u1', '{"belief_type": "preference", "subject": "language:favorite", "statement": "Likes Rust best"}') AS r;
SELECT results_eq($$SELECT r ->> 'outcome', r ->> 'detail' FROM rem$$, $$VALUES ('committed', 'superseded')$$,
                  'an explicit remember supersedes the inferred belief');
SELECT results_eq($$SELECT authority, status, confidence FROM memory.beliefs WHERE belief_id = (SELECT (r ->> 'belief_id')::uuid FROM rem)$$,
                  $$VALUES ('user', 'active', 0.900::numeric(4,3))$$, 'at user authority, active, on its own confidence path');
SELECT results_eq($$SELECT e.event_type FROM memory.belief_sources bs JOIN memory.events e USING (event_id) WHERE bs.belief_id = (SELECT (r ->> 'belief_id')::uuid FROM rem)$$,
                  $$VALUES ('memory.remembered')$$, 'its source is the logged remember request');
SELECT pg_temp.say('tr', 'al', 'u2', 'Python is my favourite language.', '2026-02-10T10:00:00Z');
CREATE TEMP TABLE c7 AS SELECT pg_temp.commit('tr', 'al', 'u2', jsonb_build_array(pg_temp.cand('preference', 'language:favorite', 'Favourite language is Python', '{1}'))) AS r;
SELECT is((SELECT pg_temp.details(r) FROM c7), '{conflicted}', 'a later inferred belief conflicts with a user statement instead of replacing it');
SELECT is((SELECT status FROM memory.beliefs WHERE belief_id = (SELECT (r ->> 'belief_id')::uuid FROM rem)), 'active', 'the user''s belief stays live');
SELECT results_eq($$SELECT (memory.remember('tr', 'al', 'u2', '{"belief_type": "fact", "subject": "wifi", "statement": "The wifi password is hunter2!"}')) ->> 'detail'$$,
                  $$VALUES ('credential')$$, 'remember applies the same gates');
SELECT is_empty($$SELECT 1 FROM memory.events WHERE tenant_id = 'tr' AND payload::text ~ 'hunter2'$$, 'a refused remember leaves no trace of the secret');

-- promotion across scopes
SELECT pg_temp.say('tr', 'al', 'pa', 'I prefer the dark theme.', '2026-02-11T10:00:00Z', 'project:alpha');
SELECT pg_temp.say('tr', 'al', 'pa', 'The staging host is stg-7.', '2026-02-11T10:00:01Z');
SELECT pg_temp.commit('tr', 'al', 'pa', jsonb_build_array(
    pg_temp.cand('preference', 'preference:theme', 'Prefers the dark theme', '{1}', '{"proposed_scope": "project:alpha"}'),
    pg_temp.cand('fact', 'host:staging', 'The staging host is stg-7', '{2}', '{"proposed_scope": "project:alpha", "portability": "local"}')));
SELECT pg_temp.say('tr', 'al', 'pb', 'I prefer the dark theme.', '2026-02-12T10:00:00Z', 'project:beta');
SELECT pg_temp.say('tr', 'al', 'pb', 'The staging host is stg-7.', '2026-02-12T10:00:01Z');
CREATE TEMP TABLE c8 AS SELECT pg_temp.commit('tr', 'al', 'pb', jsonb_build_array(
    pg_temp.cand('preference', 'preference:theme', 'Prefers the dark theme', '{1}', '{"proposed_scope": "project:beta"}'),
    pg_temp.cand('fact', 'host:staging', 'The staging host is stg-7', '{2}', '{"proposed_scope": "project:beta", "portability": "local"}'))) AS r;
SELECT is((SELECT pg_temp.details(r) FROM c8), '{promoted,duplicate}', 'corroboration in a second project promotes a portable belief, not a local one');
SELECT results_eq($$SELECT subject, scope, origin_scopes FROM memory.beliefs WHERE tenant_id = 'tr' AND subject IN ('preference:theme', 'host:staging') ORDER BY subject$$,
                  $$VALUES ('host:staging', 'project:alpha', '{project:alpha,project:beta}'::text[]), ('preference:theme', 'user', '{project:alpha,project:beta}'::text[])$$,
                  'the promoted belief is user scope and keeps every origin scope');
SELECT is((SELECT count(*) FROM memory.events WHERE tenant_id = 'tr' AND event_type = 'memory.promoted'), 1::bigint, 'a memory.promoted event is logged');

-- a belief that stops being current underneath a commit is no longer related: the new evidence still forms
CREATE SCHEMA tap_stale;
CREATE FUNCTION tap_stale.retire_elsewhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    -- stands in for another writer retiring the current belief between our read and our write
    UPDATE memory.beliefs SET status = 'retired' WHERE subject = NEW.subject AND belief_id <> NEW.belief_id AND status IN ('provisional', 'active');
    RETURN NULL;
END;
$$;
CREATE TRIGGER tap_stale AFTER INSERT ON memory.beliefs FOR EACH ROW WHEN (NEW.subject = 'preference:coffee')
    EXECUTE FUNCTION tap_stale.retire_elsewhere();
SELECT pg_temp.say('tr', 'al', 'st1', 'I take my coffee black.', '2026-02-13T10:00:00Z');
SELECT pg_temp.commit('tr', 'al', 'st1', jsonb_build_array(pg_temp.cand('preference', 'preference:coffee', 'Takes coffee black', '{1}')));
SELECT pg_temp.say('tr', 'al', 'st2', 'I take my coffee with oat milk now. I own a cat.', '2026-02-14T10:00:00Z');
CREATE TEMP TABLE c9 AS SELECT pg_temp.commit('tr', 'al', 'st2', jsonb_build_array(
    pg_temp.cand('preference', 'preference:coffee', 'Takes coffee with oat milk', '{1}'),
    pg_temp.cand('relationship', 'pet:cat', 'Owns a cat', '{1}'))) AS r;
SELECT is((SELECT pg_temp.details(r) FROM c9), '{new,new}', 'a target that stopped being current needs no supersession; both candidates commit');
SELECT results_eq($$SELECT statement, status, superseded_by IS NULL FROM memory.beliefs WHERE tenant_id = 'tr' AND subject = 'preference:coffee' ORDER BY created_at$$,
                  $$VALUES ('Takes coffee black', 'retired', true), ('Takes coffee with oat milk', 'provisional', true)$$,
                  'the new evidence formed; the retired belief is left as it was');
SELECT is((SELECT watermark_seq FROM memory.sessions WHERE tenant_id = 'tr' AND session_id = 'st2'), 3::bigint,
          'the watermark covers the message and both memory.formed events');

-- every proposal of every run reconciles to exactly one outcome
SELECT is_empty($$SELECT r.run_id FROM memory.consolidation_runs r
                   WHERE r.tenant_id = 'tr'
                     AND (r.proposed <> r.committed + r.reinforced + r.rejected
                          OR r.proposed <> (SELECT count(*) FROM memory.candidate_outcomes o WHERE o.run_id = r.run_id))$$,
                'every run reconciles: proposed = committed + reinforced + rejected = outcome rows');
SELECT results_eq($$SELECT count(*) FILTER (WHERE event_type = 'memory.formed'), count(*) FILTER (WHERE event_type = 'memory.superseded'),
                           count(*) FILTER (WHERE event_type = 'memory.conflicted') FROM memory.events WHERE tenant_id = 'tr'$$,
                  $$SELECT count(*) FILTER (WHERE outcome = 'committed'), (SELECT count(*) FROM memory.belief_links WHERE tenant_id = 'tr' AND kind = 'supersedes'),
                           (SELECT count(*) / 2 FROM memory.belief_links WHERE tenant_id = 'tr' AND kind = 'conflicts_with')
                      FROM memory.candidate_outcomes WHERE tenant_id = 'tr'$$,
                  'the log records one formed, superseded and conflicted event per effect');

SELECT * FROM finish();
ROLLBACK;
