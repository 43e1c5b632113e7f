-- A changed correction that keeps the statement but changes another field of the belief (its expiry,
-- sensitivity, portability, validity or confidence) changes the belief: it is an edit, not the "very same
-- statement" MF051 refuses. Only a replacement whose every field is the belief's own is refused.
BEGIN;
\ir helpers_commit.sql
SELECT plan(9);

CREATE TEMP TABLE ids (name text PRIMARY KEY, id uuid);
INSERT INTO ids
SELECT 'berlin', (memory.remember('tes', 'al', 'u1', '{"belief_type": "user_model_attr", "subject": "location:home", '
                                  '"statement": "Lives in Berlin"}') ->> 'belief_id')::uuid;
CREATE FUNCTION pg_temp.live() RETURNS memory.beliefs LANGUAGE sql AS $$
    SELECT * FROM memory.beliefs WHERE tenant_id = 'tes' AND status IN ('provisional', 'active')
$$;

SELECT lives_ok($$INSERT INTO ids SELECT 'expiring', (memory.correct_belief('tes', 'al', (SELECT id FROM ids WHERE name = 'berlin'),
                    'changed', '{"statement": "Lives in Berlin", "expires_at": "2027-01-01T00:00:00Z"}') ->> 'replacement_id')::uuid$$,
                'the same statement with an expiry is an edit');
SELECT is((pg_temp.live()).expires_at, '2027-01-01T00:00:00Z'::timestamptz, 'and the live belief now expires');
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'tes' AND status IN ('provisional', 'active')), 1::bigint,
          'one live belief');
SELECT throws_ok(format($$SELECT memory.correct_belief('tes', 'al', %L, 'changed',
                                 '{"statement": "Lives in Berlin", "expires_at": "2027-01-01T01:00:00+01:00"}')$$,
                        (pg_temp.live()).belief_id),
                 'MF051', NULL, 'the same instant written in another zone is the same expiry');

SELECT lives_ok($$INSERT INTO ids SELECT 'sensitive', (memory.correct_belief('tes', 'al', (SELECT id FROM ids WHERE name = 'expiring'),
                    'changed', '{"statement": "Lives in Berlin", "sensitivity": "sensitive"}') ->> 'replacement_id')::uuid$$,
                'the same statement marked sensitive is an edit');
SELECT is((pg_temp.live()).sensitivity, 'sensitive', 'and the live belief is sensitive');

-- every field given the belief's own value: the very same belief, refused
SELECT throws_ok(format($$SELECT memory.correct_belief('tes', 'al', %L, 'changed', %L)$$,
                        (pg_temp.live()).belief_id,
                        jsonb_build_object('statement', 'Lives in Berlin', 'sensitivity', 'sensitive',
                                           'portability', (pg_temp.live()).portability,
                                           'confidence', (pg_temp.live()).confidence,
                                           'belief_type', 'user_model_attr', 'subject', 'location:home')),
                 'MF051', NULL, 'a replacement whose every field is the belief''s own is refused');
SELECT throws_ok(format($$SELECT memory.correct_belief('tes', 'al', %L, 'changed',
                                 '{"statement": "Lives in Berlin", "expires_at": "2027-01-01 00:00:00"}')$$,
                        (pg_temp.live()).belief_id),
                 'MF003', NULL, 'a malformed field is still refused for what it is');
SELECT is((SELECT count(*) FROM memory.beliefs WHERE tenant_id = 'tes'), 3::bigint, 'the refusals formed nothing');

SELECT * FROM finish();
ROLLBACK;
